import { Field, NativeSelect } from '@chakra-ui/react';
import { GST_STATES } from '../../../../shared/gst-states';
import { useT } from './i18n';

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
  const t = useT();
  return (
    <Field.Root>
      <Field.Label fontSize="sm">{t('checkout.yourState')}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          <option value="">{t('checkout.notSpecified')}</option>
          {GST_STATES.map((state) => (
            <option key={state.code} value={state.code}>
              {t('checkout.stateOption', {
                name: t('checkout.stateName', { code: state.code, name: state.name }),
                code: state.code,
              })}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t('checkout.stateHelp')}</Field.HelperText>
    </Field.Root>
  );
}
