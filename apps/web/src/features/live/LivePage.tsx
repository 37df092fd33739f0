import { Drawer } from 'antd';
import { type CSSProperties, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useMe } from '../../shared/session/useMe.ts';
import { ContactPanel } from './components/ContactPanel.tsx';
import { ConversationSidebar } from './components/ConversationSidebar.tsx';
import { NoRoomSelected } from './components/NoRoomSelected.tsx';
import { PaneSplitter } from './components/PaneSplitter.tsx';
import { RoomView } from './components/RoomView.tsx';
import { ShortcutsDialog } from './components/ShortcutsDialog.tsx';
import { useLiveShortcuts } from './hooks/useLiveShortcuts.ts';
import { useMediaQuery } from './hooks/useMediaQuery.ts';
import { usePaneWidth } from './hooks/usePaneWidth.ts';
import { clampWidth, listPane, sidePane } from './model/paneWidth.ts';
import './components/live.css';

// The attendant's workspace, filling the window below the shell: the boxes of conversations, the
// open room and the contact's side panel, each scrolling on its own, the outer two resizable (widths
// kept in localStorage). At 1280 px and below the side panel is a drawer the room's header opens; at
// 992 px and below (a tablet) the list and the room take turns. Theater mode hides the list. The
// keyboard drives the list and the room (useLiveShortcuts).
export default function LivePage() {
  const { t } = useTranslation('live');
  const { id } = useParams();
  const navigate = useNavigate();
  const me = useMe().data;
  const [isTheater, setTheater] = useState(false);
  const [isHelpOpen, setHelpOpen] = useState(false);
  const [isPanelOpen, setPanelOpen] = useState(false);
  const [listWidth, setListWidth] = usePaneWidth(listPane);
  const [panelWidth, setPanelWidth] = usePaneWidth(sidePane);
  const isPanelDrawer = useMediaQuery('(max-width: 1280px)');
  const isSinglePane = useMediaQuery('(max-width: 992px)');
  const page = useRef<HTMLDivElement>(null);
  useLiveShortcuts(page, () => setHelpOpen(true));
  if (!me) return null;

  const showList = !isTheater && !(isSinglePane && id);
  const showRoom = !(isSinglePane && !id);
  const showPanelInline = Boolean(id) && !isPanelDrawer;
  const columns = [
    showList && (showRoom ? `minmax(min-content, ${listWidth}px)` : 'minmax(0, 1fr)'),
    showList && showRoom && !isSinglePane && 'auto',
    showRoom && 'minmax(0, 1fr)',
    showPanelInline && `auto ${panelWidth}px`,
  ].filter(Boolean);
  const style = { gridTemplateColumns: columns.join(' ') } as CSSProperties;

  return (
    <div ref={page} className="live-layout" style={style}>
      {/* Hidden, not removed, when the room takes its place: it still announces new conversations. */}
      <ConversationSidebar
        me={me}
        openId={id ?? null}
        isHidden={!showList}
        onShowShortcuts={() => setHelpOpen(true)}
      />
      {showList && showRoom && !isSinglePane && (
        <PaneSplitter
          label={t('layout.resizeList')}
          bounds={listPane}
          side="start"
          width={listWidth}
          onChange={setListWidth}
        />
      )}
      {showRoom &&
        (id ? (
          <RoomView
            key={id}
            conversationId={id}
            me={me}
            isTheater={isTheater}
            onTheaterChange={setTheater}
            panel={isPanelDrawer ? { isOpen: isPanelOpen, onOpen: () => setPanelOpen(true) } : null}
            onBack={isSinglePane ? () => void navigate('/live') : null}
          />
        ) : (
          <NoRoomSelected />
        ))}
      {showPanelInline && id && (
        <>
          <PaneSplitter
            label={t('layout.resizePanel')}
            bounds={sidePane}
            side="end"
            width={panelWidth}
            onChange={setPanelWidth}
          />
          <aside className="live-panel" aria-label={t('panel.title')}>
            <ContactPanel key={id} conversationId={id} me={me} />
          </aside>
        </>
      )}
      {isPanelDrawer && id && (
        <Drawer
          open={isPanelOpen}
          onClose={() => setPanelOpen(false)}
          title={t('panel.title')}
          placement="right"
          size={panelWidth}
          resizable={{ onResize: (size) => setPanelWidth(clampWidth(sidePane, size)) }}
          className="live-panel-drawer"
        >
          <ContactPanel key={id} conversationId={id} me={me} />
        </Drawer>
      )}
      <ShortcutsDialog open={isHelpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
