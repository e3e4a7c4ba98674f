export { FeatureIcon, type FeatureIconName } from './components/feature-icon';
export { PhoneMockup } from './components/phone-mockup';
export { PublicFigure } from './components/public-figure';
