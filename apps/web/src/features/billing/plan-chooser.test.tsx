import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PlanChooser } from './plan-chooser';

function renderChooser(props: Partial<React.ComponentProps<typeof PlanChooser>> = {}) {
  const onOpenChange = vi.fn();
  render(
    <MemoryRouter>
      <PlanChooser open onOpenChange={onOpenChange} currentPlan="free" email="ada@example.com" paidPlansAvailable {...props} />
    </MemoryRouter>,
  );
  return onOpenChange;
}

describe('PlanChooser', () => {
  it('shows the catalogue prices, All Plans Include and the support link; no Coming Soon while billing is available', () => {
    renderChooser();
    const dialog = screen.getByRole('dialog', { name: 'Choose Your Plan' });
    expect(dialog).toHaveTextContent('$0');
    expect(dialog).toHaveTextContent('$9.99');
    expect(dialog).toHaveTextContent('$29.99');
    expect(screen.getByRole('heading', { name: 'All Plans Include' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact our support team' })).toHaveAttribute('href', '/contact');
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  });

  it("shows the 'Coming Soon' notice and sells nothing while paid billing is not available", () => {
    renderChooser({ paidPlansAvailable: false });
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByText(/Paid subscriptions will be available shortly/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Standard' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Premium' })).toBeDisabled();
  });

  it('closes with its Close button', async () => {
    const onOpenChange = renderChooser();
    const closes = screen.getAllByRole('button', { name: 'Close' });
    await userEvent.click(closes[0]!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('a paid user switches plan in the portal, not through a second checkout', () => {
    renderChooser({ currentPlan: 'standard' });
    expect(screen.getByRole('button', { name: 'Switch to Premium in Manage Subscription' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Switch to Free in Manage Subscription' })).toBeEnabled();
  });
});
