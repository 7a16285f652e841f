/**
 * The plan a visitor picked on the landing page before signing in: spec §3 local storage key `selectedPlan`
 * (written by the landing page; read and cleared here once the dashboard starts the checkout).
 */
const SELECTED_PLAN_KEY = 'selectedPlan';

export function takeSelectedPlan(): string | null {
  try {
    const value = localStorage.getItem(SELECTED_PLAN_KEY);
    return value ? value.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

export function clearSelectedPlan(): void {
  try {
    localStorage.removeItem(SELECTED_PLAN_KEY);
  } catch {
    // storage blocked: nothing to clear
  }
}
