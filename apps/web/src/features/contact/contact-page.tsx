import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { CheckCircle2, Clock, Headphones, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { PUBLIC_CONTACT_SUBJECTS } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Logo } from '@/components/ui/logo';
import { clientConfigQuery } from '@/lib/analytics';
import { ContactForm } from './contact-form';
import { useFocusOnMount } from './use-focus-on-mount';
import { useSuccessParam } from './use-success-param';

const RESPONSE_TIMES = [
  { what: 'General questions', time: 'Within 24 hours on business days' },
  { what: 'Technical support', time: 'Within 24 hours on business days' },
  { what: 'Billing questions', time: 'Within 24 hours on business days' },
  { what: 'Privacy and legal requests', time: 'Within 2-3 business days' },
];

function ContactHeader() {
  return (
    <header className="border-b border-zinc-200 bg-white">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label="Tallysheet home">
          <Logo className="max-sm:[&>span:last-child]:hidden" />
        </Link>
        <nav aria-label="Contact page" className="flex items-center gap-1 sm:gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to="/#faq">View FAQ</Link>
          </Button>
          <Button asChild size="sm">
            <Link to="/auth">Sign In</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}

function SuccessView({ onAgain }: { onAgain: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col items-center py-8 text-center" role="status">
      <CheckCircle2 className="size-14 text-green-600" aria-hidden="true" />
      <h2 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-zinc-900 focus:outline-none">
        Message Sent Successfully!
      </h2>
      <p className="mt-2 max-w-md text-zinc-600">
        Thank you for reaching out. We have received your message and will reply by e-mail within 24 hours on business
        days.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <Button onClick={onAgain}>Send Another Message</Button>
        <Button asChild variant="outline">
          <Link to="/">Back to Home</Link>
        </Button>
      </div>
    </div>
  );
}

/** The public contact page (/contact). */
export function ContactPage() {
  const [sent, setSent] = useSuccessParam();
  const { data: config } = useQuery(clientConfigQuery);
  const supportEmail = config?.supportEmail;
  // The operator's details come from the server's configuration (OPERATOR_ADDRESS, OPERATOR_PHONE, SUPPORT_HOURS,
  // LIVE_CHAT_HOURS, LIVE_CHAT_URL); what is not configured is not shown.
  const address = config?.operator?.address;
  const phone = config?.operator?.phone;
  const hours = config?.operator?.businessHours;
  const liveChatHours = config?.operator?.liveChatHours;
  const liveChatUrl = config?.operator?.liveChatUrl;

  return (
    <div className="min-h-dvh bg-zinc-50">
      <ContactHeader />
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold tracking-tight text-zinc-900 sm:text-4xl">Contact Us</h1>
          <p className="mt-3 text-lg text-zinc-600">
            Questions about converting invoices, your plan or your account? Send us a message and a real person will
            answer.
          </p>
        </div>

        <div className="mt-10 grid items-start gap-8 lg:grid-cols-[1.6fr_1fr]">
          <Card>
            <CardHeader>
              <h2 className="text-xl font-semibold text-zinc-900">Send us a message</h2>
              <p className="text-sm text-zinc-600">All fields are required.</p>
            </CardHeader>
            <CardContent>
              {sent ? (
                <SuccessView onAgain={() => setSent(false)} />
              ) : (
                <ContactForm
                  source="public"
                  subjects={PUBLIC_CONTACT_SUBJECTS}
                  failureMessage="Failed to send message. Please try again or email us directly."
                  onSent={() => setSent(true)}
                />
              )}
            </CardContent>
          </Card>

          <div className="grid content-start gap-6">
            <Card>
              <CardHeader>
                <h2 className="text-lg font-semibold text-zinc-900">Ways to reach us</h2>
              </CardHeader>
              <CardContent>
                <ul className="grid gap-5">
                  <li className="flex gap-3">
                    <Mail className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                    <div>
                      <h3 className="font-medium text-zinc-900">Email Support</h3>
                      {supportEmail ? (
                        <a href={`mailto:${supportEmail}`} className="text-sm font-medium text-brand-700 underline underline-offset-2">
                          {supportEmail}
                        </a>
                      ) : null}
                      <p className="text-sm text-zinc-600">We reply within 24 hours.</p>
                    </div>
                  </li>
                  {liveChatHours || liveChatUrl ? (
                    <li className="flex gap-3">
                      <MessageCircle className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                      <div>
                        <h3 className="font-medium text-zinc-900">Live Chat</h3>
                        {liveChatUrl ? (
                          <a
                            href={liveChatUrl}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="text-sm font-medium text-brand-700 underline underline-offset-2"
                          >
                            Start a chat
                          </a>
                        ) : null}
                        {liveChatHours ? <p className="text-sm text-zinc-600">{liveChatHours}</p> : null}
                      </div>
                    </li>
                  ) : null}
                  <li className="flex gap-3">
                    <Phone className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                    <div>
                      <h3 className="font-medium text-zinc-900">Phone Support</h3>
                      {phone ? (
                        <a href={`tel:${phone.replace(/[^+\d]/g, '')}`} className="text-sm font-medium text-brand-700 underline underline-offset-2">
                          {phone}
                        </a>
                      ) : null}
                      <p className="text-sm text-zinc-600">
                        For Premium customers: ask for a call in your message and we will schedule one.
                      </p>
                    </div>
                  </li>
                </ul>
              </CardContent>
            </Card>

            {address ? (
              <Card>
                <CardHeader>
                  <h2 className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
                    <MapPin className="size-5 text-brand-700" aria-hidden="true" />
                    Office
                  </h2>
                </CardHeader>
                <CardContent>
                  <address className="text-sm not-italic text-zinc-700">
                    {address.map((line, k) => (
                      <span key={k} className="block">
                        {line}
                      </span>
                    ))}
                  </address>
                </CardContent>
              </Card>
            ) : null}

            {hours && hours.length > 0 ? (
              <Card>
                <CardHeader>
                  <h2 className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
                    <Clock className="size-5 text-brand-700" aria-hidden="true" />
                    Business Hours
                  </h2>
                </CardHeader>
                <CardContent>
                  <dl className="grid gap-2 text-sm">
                    {hours.map((h) => (
                      <div key={h.days} className="flex justify-between gap-4">
                        <dt className="text-zinc-600">{h.days}</dt>
                        <dd className="font-medium text-zinc-900">{h.hours}</dd>
                      </div>
                    ))}
                  </dl>
                </CardContent>
              </Card>
            ) : null}

            <Card>
              <CardHeader>
                <h2 className="flex items-center gap-2 text-lg font-semibold text-zinc-900">
                  <Headphones className="size-5 text-brand-700" aria-hidden="true" />
                  Response Times
                </h2>
              </CardHeader>
              <CardContent>
                <dl className="grid gap-2 text-sm">
                  {RESPONSE_TIMES.map((r) => (
                    <div key={r.what} className="flex flex-col">
                      <dt className="text-zinc-600">{r.what}</dt>
                      <dd className="font-medium text-zinc-900">{r.time}</dd>
                    </div>
                  ))}
                </dl>
              </CardContent>
            </Card>
          </div>
        </div>
      </main>
      <footer className="border-t border-zinc-200 bg-white py-6 text-center text-sm text-zinc-600">
        <nav aria-label="Footer" className="flex flex-wrap justify-center gap-x-6 gap-y-2">
          <Link to="/help" className="hover:text-zinc-900 hover:underline">Help Center</Link>
          <Link to="/privacy" className="hover:text-zinc-900 hover:underline">Privacy Policy</Link>
          <Link to="/terms" className="hover:text-zinc-900 hover:underline">Terms of Service</Link>
        </nav>
      </footer>
    </div>
  );
}
