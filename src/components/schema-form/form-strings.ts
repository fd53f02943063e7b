// rjsf's `translateString` for the schema form: the words its templates show (add, move, copy,
// remove and clear buttons, the error list's heading, an additional property's name, the options
// of a choice between schemas) from the `forms` namespace (forms.controls.*) in the reader's
// language. Strings no template of ours shows keep rjsf's English.
import { englishStringTranslator, TranslatableString, type Registry } from '@rjsf/utils';
import type { TFunction } from 'i18next';

interface Text {
  key: string;
  /** The names, in order, of rjsf's %1, %2… parameters in the translated text. */
  params?: string[];
}

const TEXTS: Partial<Record<TranslatableString, Text>> = {
  [TranslatableString.AddItemButton]: { key: 'addItem' },
  [TranslatableString.AddButton]: { key: 'add' },
  [TranslatableString.CopyButton]: { key: 'copy' },
  [TranslatableString.MoveUpButton]: { key: 'moveUp' },
  [TranslatableString.MoveDownButton]: { key: 'moveDown' },
  [TranslatableString.RemoveButton]: { key: 'remove' },
  [TranslatableString.ClearButton]: { key: 'clear' },
  [TranslatableString.ErrorsLabel]: { key: 'errors' },
  [TranslatableString.KeyLabel]: { key: 'propertyName', params: ['name'] },
  [TranslatableString.OptionPrefix]: { key: 'option', params: ['number'] },
  [TranslatableString.TitleOptionPrefix]: { key: 'titledOption', params: ['title', 'number'] },
};

export function formStringTranslator(t: TFunction): Registry['translateString'] {
  return (string, params) => {
    const text = TEXTS[string];
    if (!text) return englishStringTranslator(string, params);
    const values = Object.fromEntries(
      (text.params ?? []).map((name, index) => [name, params?.[index] ?? '']),
    );
    return t(`controls.${text.key}`, { ns: 'forms', ...values });
  };
}
