import { useCallback, useEffect, useState } from 'react';

export interface Countdown {
  /** Whole seconds left; 0 when not counting. */
  remaining: number;
  start(seconds: number): void;
  /** Ends the countdown at once (a failed verification allows resending, spec 02 §4). */
  stop(): void;
}

/** A resend countdown: `start(60)` counts down once per second to 0. */
export function useCountdown(): Countdown {
  const [remaining, setRemaining] = useState(0);
  useEffect(() => {
    if (remaining <= 0) return;
    const timer = window.setTimeout(() => setRemaining((r) => r - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [remaining]);
  const start = useCallback((seconds: number) => setRemaining(seconds), []);
  const stop = useCallback(() => setRemaining(0), []);
  return { remaining, start, stop };
}
