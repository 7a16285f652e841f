import { LogOut } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Logo } from '@/components/ui/logo';
import { ApiError } from '@/lib/api';
import { updateProfile } from '@/lib/profile';
import { useSession, useSetSessionUser } from '@/lib/session';
import { useSignOut } from '@/lib/sign-out';

const NAMES_REQUIRED = 'First name and last name are required';
const UNEXPECTED = 'An unexpected error occurred. Please try again.';

export function OnboardingPage() {
  const { user, refetch: refetchSession } = useSession();
  const setUser = useSetSessionUser();
  const navigate = useNavigate();
  const { signOut, isSigningOut } = useSignOut();
  const [firstName, setFirstName] = useState(user?.firstName ?? '');
  const [lastName, setLastName] = useState(user?.lastName ?? '');
  const [company, setCompany] = useState(user?.company ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorId = useId();

  const namesMissing = error === NAMES_REQUIRED;

  function finish() {
    setUser((u) => (u ? { ...u, onboardingCompleted: true } : u));
    navigate('/dashboard', { replace: true });
  }

  async function complete(event: FormEvent) {
    event.preventDefault();
    const first = firstName.trim();
    const last = lastName.trim();
    if (!first || !last) {
      setError(NAMES_REQUIRED);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const saved = await updateProfile({ firstName: first, lastName: last, company: company.trim() || null, onboardingCompleted: true });
      setUser((u) => saved ?? (u ? { ...u, firstName: first, lastName: last, company: company.trim() || null } : u));
      finish();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) void refetchSession();
      setError(err instanceof ApiError && err.status > 0 && err.status < 500 ? err.message : UNEXPECTED);
      setSaving(false);
    }
  }

  function skip() {
    // Spec §4: skipping sends onboarding_completed without waiting for the answer.
    void updateProfile({ onboardingCompleted: true }).catch(() => undefined);
    finish();
  }

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-zinc-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <Logo className="shrink-0 max-sm:[&>span:last-child]:hidden" />
          <div className="flex min-w-0 items-center gap-2 sm:gap-3">
            <span className="truncate text-sm text-zinc-600" title={user?.email}>
              {user?.email}
            </span>
            <Button variant="outline" size="sm" onClick={signOut} disabled={isSigningOut}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </div>
      </header>

      <main className="flex flex-1 items-start justify-center px-4 py-10 sm:py-16">
        <Card className="w-full max-w-lg">
          <CardHeader>
            <CardTitle as="h1" className="text-2xl">
              Welcome to Tallysheet!
            </CardTitle>
            <CardDescription>Tell us a little about yourself to finish setting up your account.</CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={complete} className="grid gap-5" aria-label="Complete your profile">
              <div className="grid gap-4 sm:grid-cols-2">
                <div className="grid gap-2">
                  <Label htmlFor="firstName">First name *</Label>
                  <Input
                    id="firstName"
                    autoComplete="given-name"
                    required
                    value={firstName}
                    onChange={(e) => {
                      setFirstName(e.target.value);
                      setError(null);
                    }}
                    aria-invalid={namesMissing && !firstName.trim() ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="lastName">Last name *</Label>
                  <Input
                    id="lastName"
                    autoComplete="family-name"
                    required
                    value={lastName}
                    onChange={(e) => {
                      setLastName(e.target.value);
                      setError(null);
                    }}
                    aria-invalid={namesMissing && !lastName.trim() ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                  />
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="company">Company (optional)</Label>
                <Input
                  id="company"
                  autoComplete="organization"
                  value={company}
                  onChange={(e) => {
                    setCompany(e.target.value);
                    setError(null);
                  }}
                />
              </div>
              {error && (
                <Alert id={errorId} variant="error">
                  {error}
                </Alert>
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button variant="ghost" onClick={skip} disabled={saving}>
                  Skip for now
                </Button>
                <Button type="submit" disabled={saving}>
                  {saving ? 'Saving...' : 'Complete Setup'}
                </Button>
              </div>
            </form>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
