import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Spec: `?success=true` (the form service's redirect-after target) shows the success state, and the parameter
 * is then removed from the URL so a reload or a shared link does not show it again.
 */
export function useSuccessParam(): [boolean, (sent: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = params.get('success') === 'true';
  const [sent, setSent] = useState(fromUrl);

  useEffect(() => {
    if (!params.has('success')) return;
    if (params.get('success') === 'true') setSent(true);
    const next = new URLSearchParams(params);
    next.delete('success');
    setParams(next, { replace: true });
  }, [params, setParams]);

  return [sent, setSent];
}
