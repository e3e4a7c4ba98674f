import { ClosingCta } from './closing-cta';
import { LaunchSection } from './launch-section';
import { OfferBlock } from './offer-block';
import { GrowSection, ProConnectSection, ProFeatures } from './pro-sections';
import { ReviewsCarousel } from './reviews-carousel';
import { TrustMetrics, TrustSection } from './trust-section';

/**
 * The landing page's sections below its first screens, in order. Their code is a chunk of its own
 * (home-page.tsx loads it lazily): the pre-rendered page shows them, and React hydrates them once
 * it has arrived, after the rest of the page is live.
 */
export default function HomeLaterSections() {
  return (
    <>
      <OfferBlock />
      <TrustSection />
      <TrustMetrics />
      <ReviewsCarousel />
      <GrowSection />
      <ProConnectSection />
      <ProFeatures />
      <LaunchSection />
      <ClosingCta />
    </>
  );
}
