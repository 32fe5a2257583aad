import { ClosingSection } from './closing-section.tsx';
import { FaqSection } from './faq-section.tsx';
import { FeaturesSection } from './features-section.tsx';
import { HeroSection } from './hero-section.tsx';
import { PricingSummarySection } from './pricing-summary-section.tsx';
import { StepsSection } from './steps-section.tsx';

/** The public home page (SPEC §1): sign-up call to action, features, pricing and FAQ. */
export function LandingPage() {
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <StepsSection />
      <PricingSummarySection />
      <FaqSection />
      <ClosingSection />
    </>
  );
}
