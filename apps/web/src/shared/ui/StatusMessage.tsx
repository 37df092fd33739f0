import { theme } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}

// A page-sized message (not built yet, no access, not found). Ant Design's Result would bring its
// illustrations into the shell's download for these few words.
export function StatusMessage({ icon, title, text, action }: Props) {
  const { token } = theme.useToken();
  return (
    <section style={{ textAlign: 'center', padding: '48px 16px', color: token.colorText }}>
      <div aria-hidden style={{ fontSize: 64, lineHeight: 1, color: token.colorPrimary }}>
        {icon}
      </div>
      <h2 style={{ fontSize: token.fontSizeHeading3, fontWeight: 500, color: token.colorTextHeading }}>
        {title}
      </h2>
      <p style={{ color: token.colorTextSecondary }}>{text}</p>
      {action}
    </section>
  );
}
