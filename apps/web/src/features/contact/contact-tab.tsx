import { CheckCircle2 } from 'lucide-react';
import { DASHBOARD_CONTACT_SUBJECTS } from '@tallysheet/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useSession } from '@/lib/session';
import { ContactForm } from './contact-form';
import { useFocusOnMount } from './use-focus-on-mount';
import { useSuccessParam } from './use-success-param';

function SentView({ onAgain }: { onAgain: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="flex flex-col items-center py-8 text-center" role="status">
      <CheckCircle2 className="size-14 text-green-600" aria-hidden="true" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-semibold text-zinc-900 focus:outline-none">
        Message Sent!
      </h3>
      <p className="mt-2 max-w-md text-zinc-600">Thanks for getting in touch. We will get back to you soon.</p>
      <Button className="mt-6" onClick={onAgain}>
        Send Another Message
      </Button>
    </div>
  );
}

/** The signed-in Contact tab (/dashboard/contact): name and e-mail prefilled from the profile. */
export function ContactTab() {
  const { user, isLoading } = useSession();
  const [sent, setSent] = useSuccessParam();
  const fullName = [user?.firstName, user?.lastName].filter(Boolean).join(' ');

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl font-semibold text-zinc-900">Contact Support</h2>
        <p className="text-sm text-zinc-600">
          Questions or problems with a conversion? Send us a message and we will reply by e-mail within 24 hours on
          business days.
        </p>
      </CardHeader>
      <CardContent>
        {sent ? (
          <SentView onAgain={() => setSent(false)} />
        ) : isLoading ? (
          <Spinner label="Loading your details" />
        ) : (
          <ContactForm
            // A different user (or a profile that loaded later) starts a fresh, prefilled form.
            key={user?.id ?? 'anonymous'}
            source="dashboard"
            subjects={DASHBOARD_CONTACT_SUBJECTS}
            initial={{ name: fullName || user?.name || '', email: user?.email ?? '' }}
            failureMessage="Failed to send message. Please try again."
            onSent={() => setSent(true)}
          />
        )}
      </CardContent>
    </Card>
  );
}
