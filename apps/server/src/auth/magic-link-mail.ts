/** The sign-in e-mail: the link, how long it lasts, and that it works once. */
export function magicLinkMail(url: string, minutes: number): { subject: string; text: string; html: string } {
  const text = [
    'Sign in to Tallysheet by opening this link:',
    '',
    url,
    '',
    `The link works once and expires in ${minutes} minutes.`,
    'If you did not ask to sign in, you can ignore this e-mail.',
  ].join('\n');
  const safe = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  const html =
    `<p>Sign in to Tallysheet by opening this link:</p>` +
    `<p><a href="${safe}">Sign in to Tallysheet</a></p>` +
    `<p>The link works once and expires in ${minutes} minutes.<br>If you did not ask to sign in, you can ignore this e-mail.</p>`;
  return { subject: 'Your Tallysheet sign-in link', text, html };
}
