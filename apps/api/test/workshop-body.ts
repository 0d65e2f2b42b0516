/** A workshop a super admin may create (POST /api/v1/workshops), with its first admin. */
export const workshopBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lotus Car Clinic',
  owner_name: 'Meera Joshi',
  phone: '9811122233',
  email: 'Care@LotusClinic.in',
  address_line: '5, MG Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  pincode: '302001',
  gstin: '08ABCDE1234F1Z5',
  opening_hours: 'Mon–Sat 09:00–19:00',
  admin: { name: 'Meera Joshi', phone: '9811122244', email: '' },
  ...overrides,
});
