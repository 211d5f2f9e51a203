import { useDocumentTitle } from '../lib/use-document-title';
import {
  CtaSection,
  FeaturesSection,
  HeroSection,
  HowItWorksSection,
  ProtectionSection,
} from '../features/landing';

export default function LandingPage() {
  useDocumentTitle(null);
  return (
    <>
      <HeroSection />
      <FeaturesSection />
      <ProtectionSection />
      <HowItWorksSection />
      <CtaSection />
    </>
  );
}
