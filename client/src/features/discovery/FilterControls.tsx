import { Box, Checkbox, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';

/** The controls every filter of the course list is made of. */

export interface Option {
  value: string;
  label: string;
  /** Courses it would show; undefined while unknown (the counts could not be loaded). */
  count?: number;
  /** Subcategories are indented under their category. */
  nested?: boolean;
}

/** The label with its count after it, in a quieter colour. */
export function OptionText({ label, count }: { label: string; count?: number }) {
  return (
    <>
      {label}
      {count !== undefined && (
        <Text as="span" color="fg.muted" fontWeight="normal">
          {' '}
          ({formatCount(count)})
        </Text>
      )}
    </>
  );
}

/** A titled group of options: a fieldset, so its title names the group. */
export function FilterGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="fieldset" minW="0">
      <Box as="legend" fontWeight="semibold" fontSize="sm" mb="3" color="fg">
        {title}
      </Box>
      {children}
    </Box>
  );
}

/** Options any number of which may be chosen; one with no courses is disabled unless chosen. */
export function CheckboxGroup({
  title,
  options,
  selected,
  onToggle,
}: {
  title: string;
  options: Option[];
  selected: string[];
  onToggle: (value: string) => void;
}) {
  if (options.length === 0) return null;
  return (
    <FilterGroup title={title}>
      <Stack gap="2">
        {options.map((option) => {
          const checked = selected.includes(option.value);
          return (
            <Checkbox.Root
              key={option.value}
              size="sm"
              colorPalette="brand"
              checked={checked}
              disabled={option.count === 0 && !checked}
              onCheckedChange={() => onToggle(option.value)}
              ps={option.nested ? '6' : undefined}
              alignItems="flex-start"
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">
                <OptionText label={option.label} count={option.count} />
              </Checkbox.Label>
            </Checkbox.Root>
          );
        })}
      </Stack>
    </FilterGroup>
  );
}

const ANY = 'any';

/** One option or none ("Any ..."), as radio buttons. */
export function RadioFilter({
  title,
  anyLabel,
  options,
  value,
  onChange,
}: {
  title: string;
  anyLabel: string;
  options: Option[];
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  return (
    <Box minW="0">
      <RadioGroup.Root
        size="sm"
        colorPalette="brand"
        value={value ?? ANY}
        onValueChange={(details) =>
          onChange(!details.value || details.value === ANY ? null : details.value)
        }
      >
        <RadioGroup.Label fontWeight="semibold" fontSize="sm" mb="3" display="block">
          {title}
        </RadioGroup.Label>
        <Stack gap="2">
          {[{ value: ANY, label: anyLabel } as Option, ...options].map((option) => (
            <RadioGroup.Item
              key={option.value}
              value={option.value}
              disabled={option.count === 0 && value !== option.value}
              _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
            >
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText fontWeight="normal">
                <OptionText label={option.label} count={option.count} />
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </Box>
  );
}
