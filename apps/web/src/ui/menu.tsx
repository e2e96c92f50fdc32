// A menu button (the WAI-ARIA pattern): a button that opens a list of actions, each a menuitem. The arrow keys move
// between them, Home and End to the ends, a letter to the next that starts with it; Escape closes the menu and
// focus goes back to its button; a choice, a click outside or Tab closes it too.
import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { Link } from "react-router";

export type MenuItem =
  | { label: string; onSelect: () => void; icon?: ReactNode; tone?: "danger"; disabled?: boolean }
  | { label: string; to: string; icon?: ReactNode }
  | { label: string; href: string; icon?: ReactNode; download?: string };

export interface MenuProps {
  /** What the button shows: text, an icon, or both. */
  trigger: ReactNode;
  /** The button's accessible name when what it shows is not enough ("Actions for Spring menu"). */
  label?: string;
  /** The menu's own name, when the button's words are not it (a button that shows a team's name). */
  menuLabel?: string;
  items: readonly (MenuItem | "separator")[];
  /** Which edge of the button the menu lines up with. */
  align?: "start" | "end";
  /** The button's own look: `primary` (the page's main action), `secondary`, or `ghost` (an icon in a row). */
  tone?: "primary" | "secondary" | "ghost";
  /** Something to show above the items (the signed-in person's address, say). */
  heading?: ReactNode;
  /** `above` for a button at the foot of the screen. */
  place?: "below" | "above";
  className?: string;
}

export function Menu({
  trigger,
  label,
  menuLabel,
  items,
  align = "start",
  tone = "secondary",
  heading,
  place = "below",
  className,
}: MenuProps) {
  const [open, setOpen] = useState(false);
  const [side, setSide] = useState(place);
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const focusable = () => [
    ...(list.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? []),
  ];
  const focusItem = (index: number) => {
    const all = focusable();
    all[(index + all.length) % all.length]?.focus();
  };
  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };
  // Opens where it fits: above its button when the screen has no room below it (a row at the foot of a list).
  useLayoutEffect(() => {
    if (!open) return setSide(place);
    const height = list.current?.offsetHeight ?? 0;
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return;
    const below = window.innerHeight - rect.bottom;
    setSide(
      below < height + 8 && rect.top > below
        ? "above"
        : place === "above" && rect.top < height + 8
          ? "below"
          : place,
    );
  }, [open, place]);
  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const outside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!list.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);
  const onListKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = focusable();
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === "ArrowDown") focusItem(at + 1);
    else if (event.key === "ArrowUp") focusItem(at - 1);
    else if (event.key === "Home") focusItem(0);
    else if (event.key === "End") focusItem(all.length - 1);
    else if (event.key === "Escape") close();
    else if (event.key === "Tab") return setOpen(false);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const start = all.findIndex(
        (item, index) =>
          index > at && item.textContent?.trim().toLowerCase().startsWith(event.key.toLowerCase()),
      );
      if (start >= 0) focusItem(start);
      else return;
    } else return;
    event.preventDefault();
  };
  const onButtonKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
    }
  };
  return (
    <div className={`menu ${className ?? ""}`} data-align={align} data-place={side}>
      <button
        ref={button}
        type="button"
        className={tone === "primary" ? undefined : tone}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={onButtonKey}
      >
        {trigger}
      </button>
      {open ? (
        <div
          ref={list}
          id={menuId}
          role="menu"
          aria-label={menuLabel ?? label ?? (typeof trigger === "string" ? trigger : undefined)}
          className="menu-list"
          onKeyDown={onListKey}
        >
          {heading ? <div className="menu-heading">{heading}</div> : null}
          {items.map((item, index) =>
            item === "separator" ? (
              <hr key={`separator-${index}`} className="menu-separator" />
            ) : (
              <MenuEntry key={item.label} item={item} onDone={() => close(!("to" in item))} />
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}

function MenuEntry({ item, onDone }: { item: MenuItem; onDone: () => void }) {
  const content = (
    <>
      {item.icon ? (
        <span className="menu-icon" aria-hidden="true">
          {item.icon}
        </span>
      ) : null}
      {item.label}
    </>
  );
  if ("to" in item)
    return (
      <Link role="menuitem" tabIndex={-1} to={item.to} className="menu-item" onClick={onDone}>
        {content}
      </Link>
    );
  if ("href" in item)
    return (
      <a
        role="menuitem"
        tabIndex={-1}
        href={item.href}
        download={item.download}
        className="menu-item"
        onClick={onDone}
      >
        {content}
      </a>
    );
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      className="menu-item"
      data-tone={item.tone}
      aria-disabled={item.disabled || undefined}
      onClick={() => {
        if (item.disabled) return;
        onDone();
        item.onSelect();
      }}
    >
      {content}
    </button>
  );
}
