import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useT } from './i18n';
import type { SlotDay } from './zones';

interface Props {
  days: SlotDay[];
  selected: string | null;
  onSelect: (startsAt: string) => void;
}

/**
 * A week of slots by the viewer's day: each a toggle showing the viewer's time and, beside it,
 * the mentor's ("9:00 am London").
 */
export function SlotWeek({ days, selected, onSelect }: Props) {
  const t = useT();
  if (days.length === 0) return <Text color="fg.muted">{t('mentorship.slots.none')}</Text>;
  return (
    <Stack gap="4">
      {days.map((day) => (
        <Box key={day.date} as="section" aria-label={day.label}>
          <Heading as="h3" size="sm" mb="2">
            {day.label}
          </Heading>
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, sm: 3, md: 4 }} gap="2">
            {day.slots.map((slot) => {
              const pressed = slot.startsAt === selected;
              return (
                <li key={slot.startsAt}>
                  <Button
                    w="full"
                    h="auto"
                    py="2"
                    variant={pressed ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={pressed}
                    aria-label={t('mentorship.slots.slotLabel', {
                      time: slot.time,
                      mentorTime: slot.mentorTime,
                    })}
                    onClick={() => onSelect(slot.startsAt)}
                  >
                    <HStack as="span" gap="0" flexDirection="column">
                      <Text as="span" fontWeight="semibold">
                        {slot.time}
                      </Text>
                      <Text as="span" fontSize="xs" opacity="0.8" whiteSpace="normal">
                        {slot.mentorTime}
                      </Text>
                    </HStack>
                  </Button>
                </li>
              );
            })}
          </SimpleGrid>
        </Box>
      ))}
    </Stack>
  );
}
