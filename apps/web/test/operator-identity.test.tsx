import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ClientConfig } from '@tallysheet/contracts';
import { CLIENT_CONFIG_QUERY_KEY } from '@/lib/analytics';
import { ContactPage } from '@/features/contact';
import { TermsPage } from '@/features/legal';

// The operator's details (office address, phone, support address, governing law) come from GET /api/client-config.
function renderWith(config: ClientConfig, page: React.ReactNode) {
  const client = new QueryClient();
  client.setQueryData(CLIENT_CONFIG_QUERY_KEY, config);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const configured: ClientConfig = {
  posthogKey: null,
  posthogHost: 'https://eu.i.posthog.com',
  supportEmail: 'help@example.com',
  operator: {
    address: ['Example GmbH', 'Hauptstraße 1', '10115 Berlin'],
    phone: '+49 30 1234567',
    governingLaw: 'the Federal Republic of Germany',
    businessHours: [
      { days: 'Montag - Freitag', hours: '8:00 - 17:00 MEZ' },
      { days: 'Samstag', hours: 'geschlossen' },
    ],
    liveChatHours: '8-16 Uhr, werktags',
    liveChatUrl: 'https://chat.example.com/tallysheet',
  },
};
const unset: ClientConfig = {
  ...configured,
  supportEmail: null,
  operator: { address: null, phone: null, governingLaw: null, businessHours: null, liveChatHours: null, liveChatUrl: null },
};

describe('operator identity from configuration', () => {
  it('the contact page shows the configured office address, phone and support address', () => {
    renderWith(configured, <ContactPage />);
    const office = screen.getByRole('heading', { name: 'Office' }).closest('div')!.parentElement!;
    expect(office).toHaveTextContent('Example GmbHHauptstraße 110115 Berlin');
    expect(screen.getByRole('link', { name: '+49 30 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
    expect(screen.getByRole('link', { name: 'help@example.com' })).toHaveAttribute('href', 'mailto:help@example.com');
    const hours = screen.getByRole('heading', { name: 'Business Hours' }).closest('div')!.parentElement!;
    expect(hours).toHaveTextContent('Montag - Freitag8:00 - 17:00 MEZSamstaggeschlossen');
    const chat = screen.getByRole('heading', { name: 'Live Chat' }).parentElement!;
    expect(chat).toHaveTextContent('8-16 Uhr, werktags');
    expect(screen.getByRole('link', { name: 'Start a chat' })).toHaveAttribute('href', 'https://chat.example.com/tallysheet');
    expect(document.body).not.toHaveTextContent('Park Avenue');
    expect(document.body).not.toHaveTextContent('EST');
  });

  it('the contact page leaves out what is not configured (production): no office, hours or live chat, no invented times', () => {
    renderWith(unset, <ContactPage />);
    expect(screen.queryByRole('heading', { name: 'Office' })).toBeNull();
    expect(screen.queryByRole('link', { name: /@/ })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Business Hours' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Live Chat' })).toBeNull();
    expect(document.body).not.toHaveTextContent(/\d (AM|PM)|EST/);
    // what the product itself promises stays
    expect(screen.getByRole('heading', { name: 'Email Support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Phone Support' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Response Times' })).toBeInTheDocument();
  });

  it('a live chat configured with its hours only is shown without a link', () => {
    renderWith({ ...configured, operator: { ...configured.operator, liveChatUrl: null } }, <ContactPage />);
    expect(screen.getByRole('heading', { name: 'Live Chat' }).parentElement!).toHaveTextContent('8-16 Uhr, werktags');
    expect(screen.queryByRole('link', { name: 'Start a chat' })).toBeNull();
  });

  it('the terms name the configured governing law, and no place when none is configured', () => {
    const { unmount } = renderWith(configured, <TermsPage />);
    expect(screen.getByText(/governed by the laws of the Federal Republic of Germany, unless/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'help@example.com' }).length).toBeGreaterThan(0);
    unmount();
    renderWith(unset, <TermsPage />);
    expect(screen.getByText(/governed by the laws of the place where the operator of this service is established/)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('New York');
  });
});
