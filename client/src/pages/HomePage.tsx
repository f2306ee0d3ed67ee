import { AudienceSection } from '../features/landing/AudienceSection';
import { BenefitTiles } from '../features/landing/BenefitTiles';
import { CourseShowcase } from '../features/landing/CourseShowcase';
import { FaqSection } from '../features/landing/FaqSection';
import { FounderSection } from '../features/landing/FounderSection';
import { HeroSection } from '../features/landing/HeroSection';
import { ProgramIntro } from '../features/landing/ProgramIntro';
import { TestimonialsSection } from '../features/landing/TestimonialsSection';
import { WhyChooseSection } from '../features/landing/WhyChooseSection';
import { usePageTitle } from '../lib/usePageTitle';

/** The landing page (SPEC.md section 1), top to bottom. */
export default function HomePage() {
  usePageTitle('');
  return (
    <>
      <HeroSection />
      <BenefitTiles />
      <ProgramIntro />
      <CourseShowcase />
      <WhyChooseSection />
      <AudienceSection />
      <FounderSection />
      <TestimonialsSection />
      <FaqSection />
    </>
  );
}
