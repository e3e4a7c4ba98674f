import i18n from 'i18next';
import { whenIdle } from '../../lib/when-idle';

// The wizard's code is loaded on demand (landing-page budget). Starting the download when
// a visitor shows intent (hover, focus), or once the page is idle, makes opening feel instant.

type WizardModule = typeof import('./components/booking-wizard');

let loading: Promise<WizardModule> | null = null;
let loaded: WizardModule | null = null;

/**
 * The wizard's code and its texts (the booking namespace), downloaded side by side: fetched one
 * after the other (the code, then the texts it asks for as it renders), opening would wait for
 * two round trips. Once in, the wizard renders at once (`loadedBookingWizard`).
 */
export function loadBookingWizard(): Promise<WizardModule> {
  loading ??= Promise.all([import('./components/booking-wizard'), i18n.loadNamespaces('booking')]).then(
    ([module]) => (loaded = module),
    (error: unknown) => {
      // The next opening tries again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The wizard's code if it is in already, else null. */
export function loadedBookingWizard(): WizardModule | null {
  return loaded;
}

export function preloadBookingWizard(): void {
  void loadBookingWizard().catch(() => {
    // Opening the wizard tries again and shows the failure.
  });
}

/**
 * Preloads the wizard once the page has nothing else to do (a page whose main action opens it),
 * so that a tap finds it in. Returns the cancel for an effect's clean-up.
 */
export function preloadBookingWizardWhenIdle(): () => void {
  return whenIdle(preloadBookingWizard);
}
