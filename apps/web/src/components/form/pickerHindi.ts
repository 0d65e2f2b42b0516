import type { ComponentProps } from 'react';
import type { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';

type PickerTexts = NonNullable<ComponentProps<typeof LocalizationProvider>['localeText']>;

const VIEW_NAMES: Record<string, string> = { year: 'वर्ष', month: 'महीना', day: 'दिन', hours: 'घंटे', minutes: 'मिनट', seconds: 'सेकंड', meridiem: 'पूर्वाह्न/अपराह्न' };
const viewName = (view: string) => VIEW_NAMES[view] ?? view;

/**
 * The date pickers' own texts in Hindi: MUI X ships no hiIN, so the console writes the ones its
 * calendars and clocks show and say (buttons, titles, screen-reader labels). Month and weekday names
 * come from dayjs's `hi` locale; digits stay Latin, as everywhere in the console.
 */
export const pickerHindi: PickerTexts = {
  previousMonth: 'पिछला महीना',
  nextMonth: 'अगला महीना',
  openPreviousView: 'पिछला दृश्य खोलें',
  openNextView: 'अगला दृश्य खोलें',
  calendarViewSwitchingButtonAriaLabel: (view) => (view === 'year' ? 'वर्ष का दृश्य खुला है, कैलेंडर पर जाएँ' : 'कैलेंडर खुला है, वर्ष के दृश्य पर जाएँ'),
  cancelButtonLabel: 'रद्द करें',
  clearButtonLabel: 'साफ़ करें',
  okButtonLabel: 'ठीक है',
  todayButtonLabel: 'आज',
  nextStepButtonLabel: 'आगे',
  datePickerToolbarTitle: 'तारीख चुनें',
  dateTimePickerToolbarTitle: 'तारीख और समय चुनें',
  timePickerToolbarTitle: 'समय चुनें',
  clockLabelText: (view, time) => `${viewName(view)} चुनें। ${time ? `चुना गया समय ${time} है` : 'कोई समय नहीं चुना गया'}`,
  hoursClockNumberText: (hours) => `${hours} घंटे`,
  minutesClockNumberText: (minutes) => `${minutes} मिनट`,
  secondsClockNumberText: (seconds) => `${seconds} सेकंड`,
  selectViewText: (view) => `${viewName(view)} चुनें`,
  calendarWeekNumberHeaderLabel: 'सप्ताह संख्या',
  calendarWeekNumberAriaLabelText: (week) => `सप्ताह ${week}`,
  openDatePickerDialogue: (date) => (date ? `तारीख चुनें, चुनी गई तारीख ${date} है` : 'तारीख चुनें'),
  openTimePickerDialogue: (time) => (time ? `समय चुनें, चुना गया समय ${time} है` : 'समय चुनें'),
  fieldClearLabel: 'साफ़ करें',
  timeTableLabel: 'समय चुनें',
  dateTableLabel: 'तारीख चुनें',
  year: 'वर्ष',
  month: 'महीना',
  day: 'दिन',
  weekDay: 'सप्ताह का दिन',
  hours: 'घंटे',
  minutes: 'मिनट',
  seconds: 'सेकंड',
  meridiem: 'पूर्वाह्न/अपराह्न',
  empty: 'खाली',
};
