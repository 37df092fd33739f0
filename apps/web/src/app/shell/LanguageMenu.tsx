import { GlobalOutlined } from '@ant-design/icons';
import { isLanguage, languages, type Me } from '@prosa/contracts';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/errorText.ts';
import { useChangeLanguage } from './useChangeLanguage.ts';

// The pt-BR / en-US / es switch of a signed-in user: stored on the user, so it follows them to
// any device. Each language is named in itself, so anyone can find theirs. The button's name
// starts with what it is for and contains the language it shows (WCAG 2.5.3, label in name).
export function LanguageMenu({ me }: { me: Me }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const change = useChangeLanguage(me);
  const current = isLanguage(i18n.language) ? i18n.language : me.user.language;

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((language) => ({ key: language, label: t(`languages.${language}`) })),
        onClick: ({ key }) => {
          if (isLanguage(key))
            change.mutate(key, { onError: (error) => void message.error(errorText(t, error)) });
        },
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('languageCurrent', { language: t(`languages.${current}`) })}
        loading={change.isPending}
      >
        {t(`languages.${current}`)}
      </Button>
    </Dropdown>
  );
}
