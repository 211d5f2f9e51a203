/** The marketing landing page's sections and its simulated demo board. */
export { CtaSection } from './cta-section';
export { DemoBoard } from './demo-board';
export { FeaturesSection } from './features-section';
export { HeroSection } from './hero-section';
export { HowItWorksSection } from './how-it-works-section';
export { ProtectionSection } from './protection-section';
