import { Field, NativeSelect } from '@chakra-ui/react';
import { GST_STATES } from '../../../../shared/gst-states';

/**
 * The buyer's state or union territory, optional: the tax invoice's place of supply (IGST from
 * another state, CGST and SGST within the seller's). Its value is the GST state code, '' for none.
 */
export function BuyerStateSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  return (
    <Field.Root>
      <Field.Label fontSize="sm">Your state (for the GST invoice)</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">Not specified</option>
          {GST_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {state.name} ({state.code})
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>Optional. It sets the place of supply on your invoice.</Field.HelperText>
    </Field.Root>
  );
}
