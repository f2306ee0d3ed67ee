/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN), as the checkout offers them and invoices print them. Codes 25 (Daman and Diu, merged into
 * 26 in 2020) and 28 (Andhra Pradesh before 2014, now 37) are no longer used for new registrations.
 */
export interface GstState {
  code: string;
  name: string;
  /** A union territory without its own legislature charges UTGST where a state charges SGST. */
  utgst?: true;
}

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh', utgst: true },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu', utgst: true },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep', utgst: true },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands', utgst: true },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh', utgst: true },
];

/** The state with this GST code ("29") or name ("Karnataka", any case); undefined if none. */
export function gstState(codeOrName: string): GstState | undefined {
  const wanted = codeOrName.trim().toLowerCase();
  const code = /^\d$/.test(wanted) ? `0${wanted}` : wanted;
  return GST_STATES.find((s) => s.code === code || s.name.toLowerCase() === wanted);
}

/** "Karnataka (29)": how invoices name a state. */
export const gstStateLabel = (state: Pick<GstState, 'code' | 'name'>) =>
  `${state.name} (${state.code})`;
