// The wizard's code is loaded on demand (landing-page budget). Starting the download when
// a visitor shows intent (hover, focus) makes opening feel instant.
export const loadBookingWizard = () => import('./components/booking-wizard');

export function preloadBookingWizard(): void {
  void loadBookingWizard().catch(() => {
    // Opening the wizard tries again and shows the failure.
  });
}
