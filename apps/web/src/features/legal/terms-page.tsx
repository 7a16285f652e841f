import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { clientConfigQuery } from '@/lib/analytics';
import { PLAN_IDS, PLANS } from '@tallysheet/contracts';
import { ACCURACY_DETAIL } from '@/lib/accuracy-claim';
import { LegalLayout } from './legal-layout';
import { SupportAddress } from './support-address';

/** Section 14: the law named by the operator (GOVERNING_LAW), never one it has not configured. */
function GoverningLaw() {
  const { data } = useQuery(clientConfigQuery);
  const law = data?.operator?.governingLaw;
  return law ? (
    <p>These terms are governed by the laws of {law}, unless the law where you live requires otherwise.</p>
  ) : (
    <p>
      These terms are governed by the laws of the place where the operator of this service is established, unless the
      law where you live requires otherwise.
    </p>
  );
}

function sizeLabel(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.round(bytes / 1024)}KB` : `${bytes / (1024 * 1024)}MB`;
}

/** /terms: the agreement for using Tallysheet. Plan limits come from the one plan catalogue. */
export function TermsPage() {
  return (
    <LegalLayout
      title="Terms of Service"
      other={{ to: '/privacy', label: 'Privacy Policy' }}
      intro={
        <p>
          These terms are the agreement between you and Tallysheet (“we”, “us”) for using the Tallysheet website and
          service, which converts PDF invoices into Excel and CSV files. By creating an account or using the service
          you accept these terms. Please also read our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      }
    >
      <section>
        <h2>1. Who may use Tallysheet</h2>
        <p>
          You must be at least 18 years old and able to enter into a binding contract to use Tallysheet. If you use it
          for a company, you confirm that you may accept these terms on the company’s behalf.
        </p>
      </section>

      <section>
        <h2>2. The service</h2>
        <p>
          Tallysheet reads text-based PDF invoices and produces an Excel workbook and a CSV file with the invoice
          fields, the line items and the tables found. Scanned documents, photos and handwriting are not supported.{' '}
          {ACCURACY_DETAIL} No automatic conversion is perfect: you remain
          responsible for checking the results before you rely on them, for example for bookkeeping or tax purposes.
          Every workbook shows our arithmetic checks to help you with that.
        </p>
      </section>

      <section>
        <h2>3. Your account</h2>
        <p>
          You sign in with a one-time link sent to your e-mail address (or with Google). Keep access to that mailbox
          secure: anyone who can read it can sign in as you. Tell us at once if you think your account has been misused.
        </p>
      </section>

      <section>
        <h2>4. Plans and limits</h2>
        <ul>
          {PLAN_IDS.map((id) => {
            const p = PLANS[id];
            return (
              <li key={id}>
                {p.label}: {p.priceMonthly === 0 ? 'free' : `$${p.priceMonthly.toFixed(2)} per month`},{' '}
                {p.monthlyConversions.toLocaleString('en-US')} conversions per month, files up to{' '}
                {sizeLabel(p.maxFileBytes)} each.
              </li>
            );
          })}
        </ul>
        <p>
          Each converted PDF counts as one conversion. Your allowance resets every month on your billing date; unused
          conversions do not carry over. Features marked “coming soon” are not part of a plan until they are
          released.
        </p>
      </section>

      <section>
        <h2>5. Payment and price changes</h2>
        <p>
          Paid plans are billed monthly in advance through our payment processor, Stripe, and renew automatically until
          you cancel. Prices do not include taxes that apply where you live. We may change our prices; we will tell you
          by e-mail at least 30 days before a new price applies to you, and it takes effect from your next billing
          period after that notice. If you do not agree, you can cancel before then.
        </p>
      </section>

      <section>
        <h2>6. Cancellation</h2>
        <p>
          You can cancel your subscription at any time from the billing settings. Your plan then stays active until the
          end of the billing period you have already paid for, and you are not charged again. After that your account
          moves to the Free plan.
        </p>
      </section>

      <section>
        <h2>7. 30-day money-back guarantee</h2>
        <p>
          If you are not satisfied with a paid plan, ask for a refund within 30 days of your first payment for that plan
          and we will refund that payment in full. Outside this 30-day window, payments are not refundable, except where
          the law says otherwise.
        </p>
      </section>

      <section>
        <h2>8. Your files and data</h2>
        <p>
          Your invoices and results remain yours. You allow us to process them only to provide the service to you.
          Uploaded PDFs and generated files are deleted automatically after 24 hours, so download what you need in time;
          we cannot recover deleted files. You confirm that you have the right to upload the documents you convert. How
          we handle personal data is described in our <Link to="/privacy">Privacy Policy</Link>.
        </p>
      </section>

      <section>
        <h2>9. Acceptable use</h2>
        <p>You agree not to:</p>
        <ul>
          <li>upload malware, or files you have no right to use;</li>
          <li>try to get around plan limits, access other people’s data, or disrupt or overload the service;</li>
          <li>copy, resell or reverse engineer the service, or use it to build a competing product;</li>
          <li>use the service for anything unlawful.</li>
        </ul>
      </section>

      <section>
        <h2>10. Support and availability</h2>
        <p>
          We answer support questions within 24 hours on business days. Legal, privacy and other complex requests take
          longer to handle properly: we confirm them within 24 hours and complete them within 2-3 business days. We work
          to keep Tallysheet available at all times, but it may sometimes be unavailable, for example during maintenance.
        </p>
      </section>

      <section>
        <h2>11. Suspension and termination</h2>
        <p>
          You can stop using Tallysheet and ask us to delete your account at any time. We may suspend or close an
          account that breaks these terms, after telling you why where we reasonably can.
        </p>
      </section>

      <section>
        <h2>12. Warranties and liability</h2>
        <p>
          The service is provided “as is”. To the extent the law allows, we give no warranties beyond those in these
          terms, and our total liability to you for any claim is limited to the amount you paid us in the 12 months
          before the claim. We are not liable for indirect or consequential losses, such as lost profits or the cost of
          errors in results you did not check. Nothing in these terms limits liability that cannot be limited by law.
        </p>
      </section>

      <section>
        <h2>13. Changes to these terms</h2>
        <p>
          We may update these terms. For changes that matter to you we will tell you by e-mail at least 30 days before
          they take effect. If you keep using Tallysheet after that, the new terms apply.
        </p>
      </section>

      <section>
        <h2>14. Governing law</h2>
        <GoverningLaw />
      </section>

      <section>
        <h2>15. Contact</h2>
        <p>
          Questions about these terms: <SupportAddress /> or our <Link to="/contact">contact form</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
