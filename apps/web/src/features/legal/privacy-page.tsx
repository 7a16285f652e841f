import { Link } from 'react-router';
import { LegalLayout } from './legal-layout';
import { SupportAddress } from './support-address';

/** /privacy: what Tallysheet keeps, where, for how long, and who processes it. */
export function PrivacyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      other={{ to: '/terms', label: 'Terms of Service' }}
      intro={
        <p>
          This policy explains what personal data Tallysheet (“we”, “us”) collects when you use our website and our
          service that converts PDF invoices into Excel and CSV files, why we collect it, where it is kept, for how
          long, and which rights you have. We collect only what we need to run the service, and we never sell your
          data.
        </p>
      }
    >
      <section>
        <h2>1. Data we collect and why</h2>
        <h3>Your account</h3>
        <ul>
          <li>Your e-mail address, which is also how you sign in (we send you a one-time magic link; there is no password).</li>
          <li>Your first and last name and, if you enter it, your company name.</li>
          <li>Whether you have finished setting up your account, and when the account was created.</li>
          <li>
            Sign-in sessions: a session cookie in your browser and, on our side, the session’s expiry time, the IP
            address and the browser description it was opened with, so we can keep your account secure.
          </li>
          <li>If you sign in with Google, the name and e-mail address Google shares with us.</li>
        </ul>
        <h3>Your invoices and results</h3>
        <ul>
          <li>
            The PDF files you upload and the Excel and CSV files we generate from them. <strong>These files are deleted
            automatically 24 hours after upload.</strong> They are used only to produce your results.
          </li>
          <li>
            Your conversion history: for each conversion, the file names, file sizes, status, times, number of tables
            found and any error message. This lets you see past conversions and stays in your account until you delete
            the account.
          </li>
          <li>How many conversions you have used in the current billing period, so we can apply your plan’s limits.</li>
        </ul>
        <h3>Billing</h3>
        <ul>
          <li>
            Your plan, subscription status and billing period dates, and the customer and subscription references our
            payment processor gives us. Card details are entered on and stored by our payment processor; we never see
            or store your full card number.
          </li>
        </ul>
        <h3>Messages to us</h3>
        <ul>
          <li>
            When you use a contact form we store your name, e-mail address, subject and message, and your user ID if
            you were signed in. When you join the API waitlist we store your e-mail address and the time you joined.
            We keep these in our database first and then forward them to our support inbox by e-mail.
          </li>
        </ul>
        <h3>Technical data</h3>
        <ul>
          <li>
            Our servers log requests (time, IP address, requested page, result and errors) to keep the service secure
            and working. Logs are kept for at most 30 days.
          </li>
          <li>
            Optional analytics: only if analytics is switched on for our site, we use PostHog, hosted in the European
            Union, to understand how the site is used (pages viewed, clicks, device and browser type). For signed-in
            users we then also send your user ID, e-mail address, name and whether you have finished setting up your
            account. When analytics is off, your browser makes no request to any third party while you use our site.
          </li>
        </ul>
      </section>

      <section>
        <h2>2. Where your data is kept</h2>
        <p>
          Account data, conversion history, usage, billing references, contact messages and waitlist sign-ups are kept
          in our database. Uploaded PDFs and generated files are kept in our private file storage, under random names,
          for 24 hours. Both run on the servers that host Tallysheet. Downloads work only through short-lived links
          created for your signed-in account.
        </p>
      </section>

      <section>
        <h2>3. Who processes data for us</h2>
        <p>We share data only with the service providers we need to run Tallysheet, and only for that purpose:</p>
        <ul>
          <li><strong>Stripe</strong> processes payments and stores payment details for paid plans.</li>
          <li>
            <strong>Our e-mail delivery provider</strong> delivers sign-in links and forwards contact messages and
            waitlist sign-ups to our support inbox.
          </li>
          <li><strong>PostHog</strong> (EU hosting), only when optional analytics is switched on.</li>
          <li><strong>Google</strong>, only if you choose to sign in with Google.</li>
          <li><strong>Our hosting provider</strong>, which runs the servers our database and files are stored on.</li>
        </ul>
        <p>We may also disclose data when the law requires it, for example in response to a valid court order.</p>
      </section>

      <section>
        <h2>4. Cookies and local storage</h2>
        <ul>
          <li>A session cookie that keeps you signed in. It is strictly necessary and is removed when you sign out.</li>
          <li>
            If you choose a paid plan before signing in, your browser remembers that choice (as “selectedPlan” in local
            storage) until checkout starts.
          </li>
          <li>Analytics cookies only when optional analytics is switched on.</li>
        </ul>
      </section>

      <section>
        <h2>5. How long we keep data</h2>
        <ul>
          <li>Uploaded PDFs and generated Excel and CSV files: 24 hours.</li>
          <li>Account data, conversion history and usage: until you delete your account; then within 30 days.</li>
          <li>Contact messages: as long as needed to answer you, and at most 24 months.</li>
          <li>API waitlist sign-ups: until the API launches or you ask us to remove you.</li>
          <li>Billing records: as long as tax and accounting law requires.</li>
          <li>Server logs: at most 30 days.</li>
        </ul>
      </section>

      <section>
        <h2>6. Your rights</h2>
        <p>
          You can ask us for a copy of your data, to correct it, to delete it or your whole account, to restrict or
          object to how we use it, and to receive it in a portable format. You can change your name and company
          yourself in Settings. Depending on where you live (for example under the GDPR in the EU and UK, or the CCPA
          in California) you may also complain to your data protection authority.
        </p>
        <p>
          To make a request, write to <SupportAddress /> or use our <Link to="/contact">contact form</Link>. We reply
          to support questions within 24 hours on business days. Privacy and legal requests need more care: we confirm
          them within 24 hours and complete them within 2-3 business days, and always within the time the law allows.
        </p>
      </section>

      <section>
        <h2>7. Security</h2>
        <p>
          All traffic is encrypted with HTTPS. Files are stored privately under random names and deleted after 24
          hours, downloads need your signed-in account, sign-in links are single-use and expire quickly, and access to
          our systems is limited to the people who run them.
        </p>
      </section>

      <section>
        <h2>8. Children</h2>
        <p>Tallysheet is a business service for people aged 18 or over. We do not knowingly collect data from children.</p>
      </section>

      <section>
        <h2>9. Changes to this policy</h2>
        <p>
          If we change this policy in a way that matters to you, we will tell you by e-mail at least 30 days before the
          change takes effect. The date at the top shows when it was last updated.
        </p>
      </section>

      <section>
        <h2>10. Contact</h2>
        <p>
          Questions about privacy: <SupportAddress /> or our <Link to="/contact">contact form</Link>. See also our{' '}
          <Link to="/terms">Terms of Service</Link>.
        </p>
      </section>
    </LegalLayout>
  );
}
