import { Box, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';

/** A <video> showing `stream`; the viewer's own is muted and mirrored. `badges` follow the caption. */
export function MediaTile(props: {
  stream: MediaStream | null;
  label: string;
  own?: boolean;
  testId: string;
  caption?: string;
  badges?: ReactNode;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || element.srcObject === props.stream) return;
    element.srcObject = props.stream;
    if (props.stream) element.play().catch(() => undefined);
  }, [props.stream]);
  return (
    <Box
      as="figure"
      position="relative"
      bg="gray.900"
      borderRadius="md"
      overflow="hidden"
      aspectRatio={16 / 9}
    >
      <video
        ref={video}
        data-testid={props.testId}
        aria-label={props.label}
        autoPlay
        playsInline
        muted={props.own}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          transform: props.own ? 'scaleX(-1)' : undefined,
        }}
      />
      <Text
        as="figcaption"
        position="absolute"
        bottom={2}
        left={2}
        px={2}
        py={0.5}
        fontSize="sm"
        bg="blackAlpha.700"
        color="white"
        borderRadius="sm"
      >
        {props.caption ?? props.label}
        {props.badges}
      </Text>
    </Box>
  );
}
