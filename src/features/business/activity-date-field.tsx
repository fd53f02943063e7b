// A date of the activity page's query (start or end of the period) that follows the app's
// language, not the browser's: a native date input shows the browser's format and week, so a
// German-speaking user of an English browser would read 11/01/2026. The field shows and reads the
// date in the chosen language's format (22.11.2026, 22/11/2026), and the calendar starts its weeks
// on Monday as in Switzerland, the UK and Italy. The value stays an ISO date (YYYY-MM-DD); only
// this field changes it, so the picker keeps its own state (defaultValue) and reports changes.
import {
  Button,
  DatePicker,
  IconButton,
  Input,
  parseDate,
  Portal,
  type DateValue,
  type SystemStyleObject,
} from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

// The app's theme carries only the recipes its screens use (no date picker's): the calendar is
// styled here, with the input, button and icon-button recipes it does carry.
const CALENDAR_CSS: SystemStyleObject = {
  bg: 'white',
  borderWidth: '1px',
  borderRadius: 'md',
  boxShadow: 'lg',
  p: '3',
  zIndex: 'popover',
  '& table': { borderCollapse: 'collapse' },
  '& [data-part=table-header]': { color: 'gray.600', fontSize: 'xs', fontWeight: 'medium', h: '8' },
  '& [data-part=table-cell-trigger]': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '9',
    h: '9',
    px: '1',
    borderRadius: 'md',
    cursor: 'pointer',
    fontSize: 'sm',
    _hover: { bg: 'gray.100' },
    '&[data-today]': { fontWeight: 'bold', color: 'brand.fg' },
    '&[data-outside-range]': { color: 'gray.400' },
    '&[data-disabled]': { color: 'gray.300', cursor: 'not-allowed' },
    '&[data-selected]': { bg: 'brand.solid', color: 'brand.contrast' },
    '&[data-focus]': { outline: '2px solid', outlineColor: 'brand.focusRing' },
  },
};

function CalendarIcon() {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none">
      <rect x="3" y="5" width="18" height="16" rx="2" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

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
      <DatePicker.Label textStyle="sm" fontWeight="medium">
        {label}
      </DatePicker.Label>
      <DatePicker.Control display="flex" gap="2">
        <DatePicker.Input asChild>
          <Input
            flex="1"
            minW="0"
            // The picker takes a typed date on blur. Its own Enter handling followed by the blur
            // writes "undefined" into the field, so Enter ends the typing with a blur instead.
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              event.currentTarget.blur();
            }}
          />
        </DatePicker.Input>
        <DatePicker.Trigger asChild>
          <IconButton variant="outline">
            <CalendarIcon />
          </IconButton>
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal>
        <DatePicker.Positioner>
          <DatePicker.Content css={CALENDAR_CSS}>
            {(['day', 'month', 'year'] as const).map((view) => (
              <DatePicker.View key={view} view={view}>
                <DatePicker.ViewControl display="flex" alignItems="center" gap="1" mb="2">
                  <DatePicker.PrevTrigger asChild>
                    <IconButton size="sm" variant="ghost">
                      ‹
                    </IconButton>
                  </DatePicker.PrevTrigger>
                  <DatePicker.ViewTrigger asChild>
                    <Button size="sm" variant="ghost" flex="1">
                      <DatePicker.RangeText />
                    </Button>
                  </DatePicker.ViewTrigger>
                  <DatePicker.NextTrigger asChild>
                    <IconButton size="sm" variant="ghost">
                      ›
                    </IconButton>
                  </DatePicker.NextTrigger>
                </DatePicker.ViewControl>
                {view === 'day' && <DatePicker.DayTable />}
                {view === 'month' && <DatePicker.MonthTable />}
                {view === 'year' && <DatePicker.YearTable />}
              </DatePicker.View>
            ))}
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
