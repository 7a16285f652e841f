import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { checkoutErrorText, portalErrorText } from './billing-api';
import { planBadgeVariant, ringTone, sizeLimitText, usagePercent } from './plan-style';

describe('billing display rules', () => {
  it('colours plan badges: free blue, standard green, premium purple, other grey', () => {
    expect(planBadgeVariant('free')).toBe('blue');
    expect(planBadgeVariant('standard')).toBe('green');
    expect(planBadgeVariant('premium')).toBe('purple');
    expect(planBadgeVariant('enterprise')).toBe('grey');
    expect(planBadgeVariant(undefined)).toBe('grey');
  });

  it('colours the usage ring green up to 60 %, yellow above 60 %, red above 80 %', () => {
    expect(ringTone(0)).toBe('green');
    expect(ringTone(60)).toBe('green');
    expect(ringTone(60.1)).toBe('yellow');
    expect(ringTone(80)).toBe('yellow');
    expect(ringTone(80.1)).toBe('red');
    expect(ringTone(100)).toBe('red');
    expect(usagePercent(3, 5)).toBe(60);
    expect(usagePercent(9, 5)).toBe(100);
    expect(usagePercent(1, 0)).toBe(100);
  });

  it('writes size limits as KB under 1 MB, else MB', () => {
    expect(sizeLimitText(500 / 1024)).toBe('500KB');
    expect(sizeLimitText(2)).toBe('2MB');
    expect(sizeLimitText(10)).toBe('10MB');
  });

  it('uses the spec alert texts', () => {
    expect(checkoutErrorText(new ApiError(502, 'Payment provider error: down'))).toBe(
      'Failed to create checkout session: Payment provider error: down',
    );
    expect(checkoutErrorText(new ApiError(500, ''))).toBe('Failed to create checkout session: Unknown error');
    expect(checkoutErrorText(new ApiError(0, 'Network error'))).toBe('Failed to create checkout session. Please try again.');
    expect(portalErrorText(new ApiError(400, 'No paid subscription to manage'))).toBe(
      'Could not open billing portal: No paid subscription to manage',
    );
    expect(portalErrorText(new TypeError('fetch failed'))).toBe('Could not open billing portal. Please try again.');
  });
});
