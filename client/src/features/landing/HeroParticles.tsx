import { Box } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { HERO_PARTICLE_COUNT } from './content/hero';

const drift = keyframes`
  0%, 100% { transform: translate3d(0, 0, 0) scale(1); opacity: 0.3; }
  50% { transform: translate3d(12px, -48px, 0) scale(1.3); opacity: 0.85; }
`;

/** Fixed pseudo-random spread, so the layout is the same on every render. */
const PARTICLES = Array.from({ length: HERO_PARTICLE_COUNT }, (_, i) => ({
  left: `${(i * 67 + 7) % 100}%`,
  top: `${((i * 41 + 13) % 90) + 5}%`,
  size: `${4 + (i % 4) * 3}px`,
  color: i % 3 === 0 ? 'accent.300' : 'whiteAlpha.800',
  animation: `${drift} ${6 + (i % 5) * 1.5}s ease-in-out ${-i * 0.8}s infinite`,
}));

/** The 15 decorative floating dots over the hero video; still when reduced motion is preferred. */
export function HeroParticles() {
  return (
    <Box aria-hidden position="absolute" inset="0" pointerEvents="none" overflow="hidden">
      {PARTICLES.map((particle, index) => (
        <Box
          key={index}
          data-hero-particle=""
          position="absolute"
          left={particle.left}
          top={particle.top}
          boxSize={particle.size}
          rounded="full"
          bg={particle.color}
          boxShadow="0 0 12px currentColor"
          color={particle.color}
          animation={particle.animation}
          _motionReduce={{ animation: 'none' }}
        />
      ))}
    </Box>
  );
}
