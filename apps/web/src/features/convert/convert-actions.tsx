import { useEffect, useRef, useState } from 'react';
import { Loader2, Zap } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { convertButtonText, stickyBarTexts } from './quota';

interface Props {
  readyCount: number;
  uploadingCount: number;
  busy: boolean;
  /** the list has files at all (the sticky bar only makes sense then) */
  hasFiles: boolean;
  onConvert(): void;
}

/**
 * The Convert button, and a bar fixed to the bottom of the window that repeats it while the button itself
 * is scrolled out of view (IntersectionObserver).
 */
export function ConvertActions({ readyCount, uploadingCount, busy, hasFiles, onConvert }: Props) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [inView, setInView] = useState(true);
  const enabled = readyCount > 0 && !busy;
  const label = convertButtonText(readyCount, busy);

  useEffect(() => {
    const el = buttonRef.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry.isIntersecting), { threshold: 0 });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasFiles]);

  if (!hasFiles) return null;
  const texts = stickyBarTexts(readyCount, uploadingCount);
  const icon = busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Zap aria-hidden="true" />;

  return (
    <>
      <div className="flex justify-center">
        <Button ref={buttonRef} size="lg" className="w-full sm:w-auto sm:min-w-64" disabled={!enabled} onClick={onConvert}>
          {icon}
          {label}
        </Button>
      </div>
      {!inView && (
        <div
          role="region"
          aria-label="Quick convert"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-zinc-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] backdrop-blur"
        >
          <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
            <div className="min-w-0 text-sm">
              <p className="font-medium text-zinc-900">{texts.ready}</p>
              <p className="text-zinc-500">{texts.detail}</p>
            </div>
            <Button disabled={!enabled} onClick={onConvert}>
              {icon}
              {label}
            </Button>
          </div>
        </div>
      )}
    </>
  );
}
