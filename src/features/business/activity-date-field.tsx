// A date of the activity page's query (start or end of the period) that follows the app's
// language, not the browser's: a native date input shows the browser's format and week, so a
// German-speaking user of an English browser would read 11/01/2026. The field shows and reads the
// date in the chosen language's format (22.11.2026, 22/11/2026), and the calendar starts its weeks
// on Monday as in Switzerland, the UK and Italy. The value stays an ISO date (YYYY-MM-DD); only
// this field changes it, so the picker keeps its own state (defaultValue) and reports changes.
import { DatePicker, parseDate, Portal, type DateValue } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** Monday: the first day of the week in every language of the app (CH, GB, IT). */
export const FIRST_DAY_OF_WEEK = 1;

const parsed = (iso: string | undefined): DateValue | undefined => {
  if (!iso) return undefined;
  try {
    return parseDate(iso);
  } catch {
    return undefined;
  }
};

export function ActivityDateField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: string | undefined;
  min?: string;
  max?: string;
  onChange: (value: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation('business');
  const selected = parsed(value);
  return (
    <DatePicker.Root
      locale={i18n.language}
      startOfWeek={FIRST_DAY_OF_WEEK}
      defaultValue={selected ? [selected] : []}
      min={parsed(min)}
      max={parsed(max)}
      onValueChange={(details) => onChange(details.value[0]?.toString())}
      translations={{
        clearTrigger: t('activityLog.date.clear'),
        nextTrigger: () => t('activityLog.date.next'),
        prevTrigger: () => t('activityLog.date.previous'),
        viewTrigger: () => t('activityLog.date.view'),
        trigger: (open) => (open ? t('activityLog.date.close') : t('activityLog.date.open')),
        content: label,
        dayCell: (cell) => t('activityLog.date.choose', { date: cell.valueText }),
        placeholder: () => ({
          day: t('activityLog.date.day'),
          month: t('activityLog.date.month'),
          year: t('activityLog.date.year'),
        }),
      }}
    >
      <DatePicker.Label>{label}</DatePicker.Label>
      <DatePicker.Control>
        <DatePicker.Input
          // The picker takes a typed date on blur. Its own Enter handling followed by the blur
          // writes "undefined" into the field, so Enter ends the typing with a blur instead.
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return;
            event.preventDefault();
            event.currentTarget.blur();
          }}
        />
        <DatePicker.IndicatorGroup>
          <DatePicker.Trigger />
        </DatePicker.IndicatorGroup>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
