import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { updateProfile } from '@/lib/profile';
import { useSession, useSetSessionUser } from '@/lib/session';

export const PROFILE_MESSAGES = {
  namesRequired: 'First name and last name are required',
  saved: 'Profile updated successfully!',
  unexpected: 'An unexpected error occurred. Please try again.',
  emailNote: 'Email changes require verification. Contact support if needed.',
  idNote: 'Your unique user identifier for support purposes',
} as const;

type Message = { kind: 'success' | 'error'; text: string } | null;

/** Spec §2 settings → Profile tab. */
export function ProfileTab() {
  const { user, refetch: refetchSession } = useSession();
  const setUser = useSetSessionUser();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [company, setCompany] = useState(user?.company ?? '');
  const [message, setMessage] = useState<Message>(null);
  const [saving, setSaving] = useState(false);
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<number | undefined>(undefined);
  const messageId = useId();

  useEffect(() => () => window.clearTimeout(copyTimer.current), []);

  if (!user) return null;

  const namesMissing = message?.text === PROFILE_MESSAGES.namesRequired;

  function edit(setter: (value: string) => void) {
    return (e: ChangeEvent<HTMLInputElement>) => {
      setter(e.target.value);
      setMessage(null); // spec: editing a field clears shown messages
    };
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const first = firstName.trim();
    const last = lastName.trim();
    if (!first || !last) {
      setMessage({ kind: 'error', text: PROFILE_MESSAGES.namesRequired });
      return;
    }
    setSaving(true);
    setMessage(null);
    try {
      const nextCompany = company.trim() || null;
      const saved = await updateProfile({ firstName: first, lastName: last, company: nextCompany });
      setUser((u) => saved ?? (u ? { ...u, firstName: first, lastName: last, company: nextCompany } : u));
      setFirstName(first);
      setLastName(last);
      setCompany(nextCompany ?? '');
      setMessage({ kind: 'success', text: PROFILE_MESSAGES.saved });
    } catch (err) {
      // The session ended meanwhile: re-reading it lets the guard send the user to sign in (and back here).
      if (err instanceof ApiError && err.status === 401) void refetchSession();
      const text = err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : PROFILE_MESSAGES.unexpected;
      setMessage({ kind: 'error', text });
    } finally {
      setSaving(false);
    }
  }

  async function copyId() {
    if (!user) return;
    try {
      await navigator.clipboard.writeText(user.id);
    } catch {
      // Clipboard API refused (insecure context): fall back to a selection copy.
      const area = document.createElement('textarea');
      area.value = user.id;
      area.setAttribute('readonly', '');
      area.style.position = 'fixed';
      area.style.opacity = '0';
      document.body.appendChild(area);
      area.select();
      document.execCommand('copy');
      area.remove();
    }
    setCopied(true);
    window.clearTimeout(copyTimer.current);
    copyTimer.current = window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Profile</CardTitle>
        <CardDescription>Your name and company as they appear in Tallysheet.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={save} className="grid gap-5" aria-label="Profile">
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="profile-first-name">First Name *</Label>
              <Input
                id="profile-first-name"
                autoComplete="given-name"
                required
                value={firstName}
                onChange={edit(setFirstName)}
                aria-invalid={namesMissing && !firstName.trim() ? true : undefined}
                aria-describedby={message ? messageId : undefined}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="profile-last-name">Last Name *</Label>
              <Input
                id="profile-last-name"
                autoComplete="family-name"
                required
                value={lastName}
                onChange={edit(setLastName)}
                aria-invalid={namesMissing && !lastName.trim() ? true : undefined}
                aria-describedby={message ? messageId : undefined}
              />
            </div>
          </div>

          <div className="grid gap-2">
            <Label htmlFor="profile-email">Email Address</Label>
            <Input id="profile-email" type="email" value={user.email} readOnly aria-describedby="profile-email-note" />
            <p id="profile-email-note" className="text-xs text-zinc-500">
              {PROFILE_MESSAGES.emailNote}
            </p>
          </div>

          <div className="grid gap-2">
            <Label htmlFor="profile-user-id">User ID</Label>
            <div className="flex gap-2">
              <Input
                id="profile-user-id"
                value={user.id}
                readOnly
                className="font-mono text-xs sm:text-sm"
                aria-describedby="profile-user-id-note"
              />
              <Button variant="outline" onClick={copyId} aria-label={copied ? 'Copied' : 'Copy User ID'} className="shrink-0 px-3 sm:w-28">
                {copied ? <Check aria-hidden="true" className="text-green-600" /> : <Copy aria-hidden="true" />}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <span className="sr-only" aria-live="polite">
              {copied ? 'User ID copied to the clipboard' : ''}
            </span>
            <p id="profile-user-id-note" className="text-xs text-zinc-500">
              {PROFILE_MESSAGES.idNote}
            </p>
          </div>

          <div className="grid gap-2">
            <Label htmlFor="profile-company">Company (Optional)</Label>
            <Input id="profile-company" autoComplete="organization" value={company} onChange={edit(setCompany)} />
          </div>

          {message && (
            <Alert id={messageId} variant={message.kind}>
              {message.text}
            </Alert>
          )}

          <div className="flex justify-end">
            <Button type="submit" disabled={saving}>
              {saving ? 'Saving...' : 'Save Changes'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
