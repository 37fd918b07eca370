import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** What the hook needs from CaptureLandingUseCase. */
export interface LandingCapture {
  execute(search: string): void;
}

/**
 * Keeps the campaign parameters (utm_*, click ids) of any page a visitor lands on, so the
 * registration and orders carry them as tracking_parameters. Call it once in each layout.
 */
export function useLandingCapture(capture: () => LandingCapture): void {
  const { search } = useLocation();
  useEffect(() => {
    if (search) capture().execute(search);
  }, [search, capture]);
}
