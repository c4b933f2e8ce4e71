import { useStorageValue } from '@rspress/core/theme-original';
import {
  Children,
  Fragment,
  forwardRef,
  isValidElement,
  type KeyboardEvent,
  type ReactElement,
  type ReactNode,
  useId,
  useRef,
  useState,
} from 'react';
// Rspress's stylesheet for these classes; its own Tabs, which would bring it, is replaced.
import '@rspress/core/dist/theme/components/Tabs/index.css';
import './index.css';

type TabItem = { label: ReactNode; value?: string; disabled?: boolean };

export interface TabsProps {
  values?: ReadonlyArray<TabItem>;
  defaultIndex?: number;
  defaultValue?: string;
  onChange?: (index: number) => void;
  children: ReactNode;
  /** Tabs with the same groupId share their choice, stored in localStorage. */
  groupId?: string;
  tabPosition?: 'left' | 'center';
  keepDOM?: boolean;
  className?: string;
  labelItemClassName?: string;
  contentItemClassName?: string;
}

export type TabProps = {
  label?: ReactNode;
  value?: string;
  disabled?: boolean;
  children: ReactNode;
};

export function Tab({ children }: TabProps): ReactElement {
  return <>{children}</>;
}

/** Rspress's storage key, so a reader's earlier choice still applies. */
const groupIdPrefix = 'rspress.tabs.';

type TabEntry = TabItem & { content: ReactNode };

function tabEntries(children: ReactElement<TabProps>[], values?: ReadonlyArray<TabItem>) {
  if (values && values.length > 0) {
    return values.map((item, index) => ({
      ...item,
      content: children.find((child) => child.props.value === item.value) ?? children[index],
    }));
  }
  return children.map(
    (child, index): TabEntry => ({
      label: child.props.label ?? index,
      value: child.props.value,
      disabled: child.props.disabled,
      content: child,
    }),
  );
}

/** The index the arrow, Home and End keys move to, skipping disabled tabs; undefined for other keys. */
function nextIndex(key: string, from: number, tabs: TabEntry[]): number | undefined {
  const enabled = tabs.flatMap((tab, index) => (tab.disabled ? [] : [index]));
  if (enabled.length === 0) return undefined;
  const position = Math.max(0, enabled.indexOf(from));
  switch (key) {
    case 'ArrowRight':
      return enabled[(position + 1) % enabled.length];
    case 'ArrowLeft':
      return enabled[(position - 1 + enabled.length) % enabled.length];
    case 'Home':
      return enabled[0];
    case 'End':
      return enabled[enabled.length - 1];
    default:
      return undefined;
  }
}

/**
 * Rspress's Tabs (same props, classes, storage and Markdown output), replaced
 * whole because Rspress 2.0.22 renders the tab labels as plain <div>s that a
 * keyboard cannot reach and a screen reader does not announce as tabs. Here
 * they are a WAI-ARIA tablist: one tab in the Tab order (roving tabindex), the
 * arrow keys, Home and End move to and select another tab, each panel is
 * labelled by its tab. theme/PackageManagerTabs uses it for the
 * package-manager commands; with a groupId every
 * group on the page follows the choice and it persists (Rspress's
 * useStorageValue, same key).
 */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(props, ref) {
  const {
    values,
    defaultIndex,
    defaultValue,
    onChange,
    children: rawChildren,
    groupId,
    tabPosition = 'left',
    className,
    labelItemClassName,
    contentItemClassName,
    keepDOM = true,
  } = props;
  const children = Children.toArray(rawChildren).filter((child): child is ReactElement<TabProps> =>
    isValidElement(child),
  );
  const tabs = tabEntries(children, values);
  const defaultValueIndex =
    defaultValue === undefined ? -1 : tabs.findIndex((tab) => tab.value === defaultValue);
  const initialIndex = defaultValueIndex === -1 ? (defaultIndex ?? 0) : defaultValueIndex;
  const [ownIndex, setOwnIndex] = useState(initialIndex);
  const [storedIndex, setStoredIndex] = useStorageValue(
    `${groupIdPrefix}${groupId}`,
    initialIndex.toString(),
  );
  const idPrefix = useId();
  const tabElements = useRef<(HTMLDivElement | null)[]>([]);

  if (import.meta.env.SSG_MD) {
    return (
      <>
        {tabs.map(({ label, content }, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the Markdown output, in the tabs' order
          <Fragment key={index}>
            {`\n**${label}**\n\n`}
            {content}
            {'\n'}
          </Fragment>
        ))}
      </>
    );
  }

  const chosen = groupId ? Number(storedIndex) : ownIndex;
  const currentIndex = chosen >= 0 && chosen < tabs.length ? chosen : initialIndex;
  const select = (index: number) => {
    if (tabs[index]?.disabled) return;
    onChange?.(index);
    if (groupId) setStoredIndex(index.toString());
    else setOwnIndex(index);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, from: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(from);
      return;
    }
    const to = nextIndex(event.key, from, tabs);
    if (to === undefined) return;
    event.preventDefault();
    select(to);
    tabElements.current[to]?.focus();
  };
  const tabId = (index: number) => `${idPrefix}tab-${index}`;
  const panelId = (index: number) => `${idPrefix}panel-${index}`;

  return (
    <div className={['rp-tabs', className].filter(Boolean).join(' ')} ref={ref}>
      {tabs.length > 0 && (
        <div
          role="tablist"
          className="rp-tabs__label rp-tabs__label--no-scrollbar"
          // Rspress's stylesheet already starts the labels at the left.
          style={tabPosition === 'center' ? { justifyContent: 'center' } : undefined}
        >
          {tabs.map(({ label, value, disabled }, index) => {
            const selected = index === currentIndex;
            return (
              <div
                key={value ?? index}
                ref={(element) => {
                  tabElements.current[index] = element;
                }}
                role="tab"
                id={tabId(index)}
                aria-selected={selected}
                aria-controls={panelId(index)}
                aria-disabled={disabled || undefined}
                tabIndex={selected ? 0 : -1}
                className={[
                  'rp-tabs__label__item',
                  selected
                    ? 'rp-tabs__label__item--selected'
                    : 'rp-tabs__label__item--not-selected',
                  labelItemClassName,
                ]
                  .filter(Boolean)
                  .join(' ')}
                onClick={() => select(index)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {label}
              </div>
            );
          })}
        </div>
      )}
      <div className="rp-tabs__content">
        {tabs.map(({ value, content }, index) => {
          const active = index === currentIndex;
          if (!keepDOM && !active) return null;
          return (
            <div
              key={value ?? index}
              role="tabpanel"
              id={panelId(index)}
              aria-labelledby={tabId(index)}
              className={[
                'rp-tabs__content__item',
                active ? 'rp-tabs__content__item--active' : 'rp-tabs__content__item--hidden',
                contentItemClassName,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              {content}
            </div>
          );
        })}
      </div>
    </div>
  );
});
