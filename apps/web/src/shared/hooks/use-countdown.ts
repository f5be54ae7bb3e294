import { useCallback, useEffect, useState } from 'react';

/** A resend countdown: `start(60)` counts down once per second to 0. */
export function useCountdown(): { remaining: number; start(seconds: number): void } {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  return { remaining, start };
}
