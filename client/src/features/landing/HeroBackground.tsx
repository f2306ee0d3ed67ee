import { Box, chakra, useMediaQuery } from '@chakra-ui/react';

const POSTER = '/hero-poster.jpg';

/**
 * The hero's looping background: a small local video (4 s, ~8 KB WebM / ~26 KB MP4) over a
 * brand gradient. Users who prefer reduced motion get the still poster instead.
 */
export function HeroBackground() {
  const [reduceMotion] = useMediaQuery(['(prefers-reduced-motion: reduce)'], { ssr: false });

  return (
    <Box
      aria-hidden
      position="absolute"
      inset="0"
      bgGradient="to-br"
      gradientFrom="brand.950"
      gradientVia="brand.800"
      gradientTo="accent.900"
      bgImage={reduceMotion ? `url(${POSTER})` : undefined}
      bgSize="cover"
      bgPos="center"
    >
      {!reduceMotion && (
        <chakra.video
          data-testid="hero-video"
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          poster={POSTER}
          tabIndex={-1}
          position="absolute"
          inset="0"
          w="full"
          h="full"
          objectFit="cover"
        >
          <source src="/hero-loop.webm" type="video/webm" />
          <source src="/hero-loop.mp4" type="video/mp4" />
        </chakra.video>
      )}
      <Box
        position="absolute"
        inset="0"
        bgGradient="to-b"
        gradientFrom="blackAlpha.400"
        gradientTo="blackAlpha.700"
      />
    </Box>
  );
}
