import { useEffect, useRef, useState } from 'react';
import { copyText } from '@/lib/clipboard';

/** `copy(text)` and a `copied` flag that stays on for 2 s (spec §9: Copied label 2 s). */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  async function copy(text: string) {
    await copyText(text);
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  }
  return { copied, copy };
}
