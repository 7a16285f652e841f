import { ArrowLeft, Mail, MailCheck } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Logo } from '@/components/ui/logo';
import { authClient, appUrl } from '@/lib/auth-client';
import { safeRedirect } from '@/lib/redirect';
import { AUTH_MESSAGES, mapAuthError, messageForRedirectError } from './errors';
import { GoogleIcon } from './google-icon';
import { useGoogleAvailability } from './google-availability';

type Step = 'form' | 'sent';

/** Where the user goes after signing in, and where the server sends them back on failure. */
function useAuthTargets() {
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'), '/dashboard');
  const back = (via?: string) => {
    const q = new URLSearchParams();
    if (redirect !== '/dashboard') q.set('redirect', redirect);
    if (via) q.set('via', via);
    const qs = q.toString();
    return appUrl(`/auth${qs ? `?${qs}` : ''}`);
  };
  return { callbackURL: appUrl(redirect), errorCallbackURL: back, redirect };
}

export function AuthPage() {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { callbackURL, errorCallbackURL } = useAuthTargets();
  const googleAvailable = useGoogleAvailability();
  const [googleMissing, setGoogleMissing] = useState(false);
  const [step, setStep] = useState<Step>('form');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [googleBusy, setGoogleBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const sentHeadingRef = useRef<HTMLHeadingElement>(null);
  const stepShown = useRef(step);
  const errorId = useId();

  // The pressed button leaves the page with its step: keyboard and screen-reader users are taken to what replaced it
  // (the 'Check Your Email!' heading, or the e-mail field again) instead of being dropped at the top of the document.
  useEffect(() => {
    if (stepShown.current === step) return;
    stepShown.current = step;
    if (step === 'sent') sentHeadingRef.current?.focus();
    else emailRef.current?.focus();
  }, [step]);

  // A failed magic link or Google round trip comes back as /auth?error=CODE[&via=google].
  useEffect(() => {
    const code = params.get('error');
    if (!code) return;
    setError(messageForRedirectError(code, params.get('via')));
    const next = new URLSearchParams(params);
    next.delete('error');
    next.delete('error_description');
    next.delete('via');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const googleDisabled = googleAvailable === false || googleMissing;
  const emailInvalid = error === AUTH_MESSAGES.emailRequired || error === AUTH_MESSAGES.invalidEmail;

  async function sendMagicLink(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setError(AUTH_MESSAGES.emailRequired);
      emailRef.current?.focus();
      return;
    }
    setSending(true);
    setError(null);
    try {
      const { error: failure } = await authClient.signIn.magicLink({
        email: address,
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: errorCallbackURL(),
      });
      if (failure) {
        setError(mapAuthError(failure));
        return;
      }
      setEmail(address);
      setStep('sent');
    } catch {
      setError(AUTH_MESSAGES.unexpected);
    } finally {
      setSending(false);
    }
  }

  async function signInWithGoogle() {
    setGoogleBusy(true);
    setError(null);
    try {
      const { error: failure } = await authClient.signIn.social({
        provider: 'google',
        callbackURL,
        newUserCallbackURL: callbackURL,
        errorCallbackURL: errorCallbackURL('google'),
      });
      if (failure) {
        const notFound = failure.status === 404 || /provider not found|not.*configured/i.test(failure.message ?? '');
        if (notFound) setGoogleMissing(true);
        setError(notFound ? AUTH_MESSAGES.googleNotConfigured : AUTH_MESSAGES.googleFailed);
        setGoogleBusy(false);
      }
      // On success the client follows the provider's URL; the page unloads.
    } catch {
      setError(AUTH_MESSAGES.googleFailed);
      setGoogleBusy(false);
    }
  }

  function tryDifferentEmail() {
    setEmail('');
    setError(null);
    setStep('form');
  }

  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50/60 to-zinc-50">
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-4 py-4 sm:px-6">
        <Link to="/" className="flex shrink-0 rounded-md" aria-label="Tallysheet home">
          <Logo />
        </Link>
        {step === 'form' && (
          <Button variant="ghost" size="sm" onClick={() => navigate('/')}>
            <ArrowLeft aria-hidden="true" />
            Back to Home
          </Button>
        )}
      </header>

      <main className="flex flex-1 items-start justify-center px-4 pb-16 pt-6 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md">
          {step === 'form' ? (
            <>
              <CardHeader className="items-center text-center">
                <CardTitle as="h1" className="text-2xl">
                  Sign in to Tallysheet
                </CardTitle>
                <CardDescription>Enter your email and we'll send you a magic link. No password needed.</CardDescription>
              </CardHeader>
              <CardContent className="grid gap-5">
                <form noValidate onSubmit={sendMagicLink} className="grid gap-4" aria-label="Sign in with email">
                  <div className="grid gap-2">
                    <Label htmlFor="email">Email address</Label>
                    <Input
                      ref={emailRef}
                      id="email"
                      name="email"
                      type="email"
                      required
                      autoComplete="email"
                      inputMode="email"
                      placeholder="you@company.com"
                      value={email}
                      onChange={(e) => {
                        setEmail(e.target.value);
                        if (error) setError(null);
                      }}
                      aria-invalid={emailInvalid ? true : undefined}
                      aria-describedby={error ? errorId : undefined}
                    />
                  </div>
                  {error && (
                    <Alert id={errorId} variant="error">
                      {error}
                    </Alert>
                  )}
                  <Button type="submit" size="lg" disabled={sending} className="w-full">
                    <Mail aria-hidden="true" />
                    {sending ? 'Sending...' : 'Send Magic Link'}
                  </Button>
                </form>

                <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-zinc-400" aria-hidden="true">
                  <span className="h-px flex-1 bg-zinc-200" />
                  or
                  <span className="h-px flex-1 bg-zinc-200" />
                </div>

                <div className="grid gap-2">
                  <Button
                    variant="outline"
                    size="lg"
                    className="w-full"
                    onClick={signInWithGoogle}
                    disabled={googleDisabled || googleBusy}
                    aria-describedby={googleDisabled ? 'google-unavailable' : undefined}
                  >
                    <GoogleIcon />
                    {googleBusy ? 'Redirecting...' : 'Continue with Google'}
                  </Button>
                  {googleDisabled && (
                    <p id="google-unavailable" className="text-center text-xs text-zinc-500">
                      Google sign-in is not configured on this server.
                    </p>
                  )}
                </div>

                <p className="text-center text-xs leading-relaxed text-zinc-500">
                  By continuing, you agree to our{' '}
                  <Link to="/terms" className="font-medium text-zinc-700 underline underline-offset-2 hover:text-brand-700">
                    Terms of Service
                  </Link>{' '}
                  and{' '}
                  <Link to="/privacy" className="font-medium text-zinc-700 underline underline-offset-2 hover:text-brand-700">
                    Privacy Policy
                  </Link>
                  .
                </p>
              </CardContent>
            </>
          ) : (
            <>
              <CardHeader className="items-center text-center">
                <span className="mb-2 flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <MailCheck className="size-7" aria-hidden="true" />
                </span>
                <CardTitle as="h1" className="text-2xl outline-none" ref={sentHeadingRef} tabIndex={-1}>
                  Check Your Email!
                </CardTitle>
                <CardDescription>
                  We've sent a magic link to <strong className="font-semibold text-zinc-900 break-all">{email}</strong>
                </CardDescription>
              </CardHeader>
              <CardContent className="grid gap-4">
                <p className="rounded-lg bg-zinc-50 px-4 py-3 text-center text-sm text-zinc-600">
                  Click the link in the email to sign in. It expires in 15 minutes and works once. Don't see it?
                  Check your spam folder.
                </p>
                <div className="grid gap-2 sm:grid-cols-2">
                  <Button variant="outline" onClick={tryDifferentEmail}>
                    Try Different Email
                  </Button>
                  <Button variant="secondary" onClick={() => navigate('/')}>
                    Back to Home
                  </Button>
                </div>
              </CardContent>
            </>
          )}
        </Card>
      </main>
    </div>
  );
}
