import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_MESSAGES, DASHBOARD_CONTACT_SUBJECTS } from '@tallysheet/contracts';
import { ContactForm } from './contact-form';

function renderForm(onSent = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ContactForm
        source="dashboard"
        subjects={DASHBOARD_CONTACT_SUBJECTS}
        initial={{ name: 'Ada Lovelace', email: 'ada@example.com' }}
        failureMessage="Failed to send message. Please try again."
        onSent={onSent}
      />
    </QueryClientProvider>,
  );
  return onSent;
}

afterEach(() => vi.unstubAllGlobals());

describe('ContactForm', () => {
  it('says "Please fill in all fields" and marks only the empty fields, without a request', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all fields');
    expect(screen.getByLabelText('Subject')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Sending...' while the request runs, then reports success", async () => {
    let answer!: (r: Response) => void;
    const fetchMock = vi.fn(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal('fetch', fetchMock);
    const onSent = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Account Issue');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Account Issue',
      message: 'Hello',
      source: 'dashboard',
    });
    answer(new Response(JSON.stringify({ id: 'x', forwarded: true }), { status: 201, headers: { 'content-type': 'application/json' } }));
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
  });

  it('shows the failure text given for the form when the server refuses', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ error: 'nope' }), { status: 500 })));
    const onSent = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Other');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send message. Please try again.');
    expect(onSent).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('says that too many messages were sent on a 429, whatever the answer body says', async () => {
    const answers = [
      // the contact form's own limit (the server's text) and the API's global limit (another text): one message
      new Response(JSON.stringify({ error: 'Too many messages from this address. Please wait a few minutes and try again.' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '540' },
      }),
      new Response(JSON.stringify({ error: 'Too many requests: rate limit exceeded, retry in 30 s' }), { status: 429, headers: { 'content-type': 'application/json' } }),
      // a proxy's bare 429
      new Response('', { status: 429 }),
    ];
    vi.stubGlobal('fetch', vi.fn(async () => answers.shift()!));
    const onSent = renderForm();
    await userEvent.selectOptions(screen.getByLabelText('Subject'), 'Other');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    for (let i = 0; i < 3; i++) {
      await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_MESSAGES.rateLimited);
      expect(screen.getByRole('alert')).toHaveTextContent('Too many messages from this address. Please wait a few minutes and try again.');
    }
    expect(answers).toHaveLength(0);
    expect(onSent).not.toHaveBeenCalled();
  });
});
