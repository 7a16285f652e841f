import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { checkoutErrorText, portalErrorText } from '@/features/billing/billing-api';
import { checkQuota, resetText } from './quota';
import { startErrorText } from './use-conversions';

describe('start conversion failure text (spec §7: body error, else the fallback)', () => {
  it("shows the server's { error } of a refused start", () => {
    expect(startErrorText(new ApiError(409, 'Conflict', { error: 'Conversion limit reached' }))).toBe('Conversion limit reached');
  });

  it("says 'Failed to start conversion' when the answer carried no error text (not the HTTP status text)", () => {
    expect(startErrorText(new ApiError(500, 'Internal Server Error', ''))).toBe('Failed to start conversion');
    expect(startErrorText(new ApiError(502, 'Bad Gateway', '<html>proxy</html>'))).toBe('Failed to start conversion');
    expect(startErrorText(new ApiError(0, 'Network error: the server could not be reached'))).toBe('Failed to start conversion');
    expect(startErrorText(new Error('x'))).toBe('Failed to start conversion');
  });
});

describe("billing alerts: '{error or Unknown error}'", () => {
  it("use the server's error", () => {
    expect(checkoutErrorText(new ApiError(409, 'Conflict', { error: 'You already have a paid plan' }))).toBe(
      'Failed to create checkout session: You already have a paid plan',
    );
    expect(portalErrorText(new ApiError(400, 'Bad Request', { error: 'No subscription' }))).toBe('Could not open billing portal: No subscription');
  });

  it("say 'Unknown error' for an answer without one, and the 'Please try again.' variant without an answer", () => {
    expect(checkoutErrorText(new ApiError(500, 'Internal Server Error', ''))).toBe('Failed to create checkout session: Unknown error');
    expect(portalErrorText(new ApiError(502, 'Bad Gateway', '<html></html>'))).toBe('Could not open billing portal: Unknown error');
    expect(checkoutErrorText(new ApiError(0, 'Network error'))).toBe('Failed to create checkout session. Please try again.');
  });
});

describe('quota notice description', () => {
  it('says day in the singular, days otherwise, and Resets soon. at 0', () => {
    expect(resetText(1)).toBe('Resets in 1 day.');
    expect(resetText(12)).toBe('Resets in 12 days.');
    expect(resetText(0)).toBe('Resets soon.');
    expect(checkQuota(2, { plan: 'free', monthlyConversionsLimit: 5, monthlyConversionsUsed: 4, daysUntilReset: 1 })).toEqual({
      title: 'Not enough conversions remaining! You can only convert 1 more file this billing cycle.',
      description: '4/5 conversions used. Resets in 1 day.',
      offerUpgrade: true,
    });
  });
});
