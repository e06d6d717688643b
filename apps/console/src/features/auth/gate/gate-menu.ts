import { h, icon } from './dom';
import { ICONS } from './icons';

export type MenuChoice = { key: string; name: string; chosen: boolean; lang?: string };

let closeOpenMenu: (() => void) | undefined;

/**
 * A header button opening a menu of choices, the chosen one checked, as the console's other menus work: the
 * arrow keys, Home and End move between the items, Escape or a click elsewhere closes it and focus returns.
 */
export function choiceMenu(
  label: string,
  iconPaths: readonly string[],
  choices: MenuChoice[],
  onChoose: (key: string) => void,
): HTMLElement {
  const id = `gate-menu-${label.replace(/\W+/g, '-').toLowerCase()}`;
  const button = h('button', {
    type: 'button',
    class: 'gate-icon-button',
    'aria-label': label,
    'aria-haspopup': 'menu',
    'aria-expanded': 'false',
    'aria-controls': id,
  });
  button.append(icon(iconPaths));
  const items = choices.map(({ key, name, chosen, lang }) => {
    const item = h(
      'button',
      {
        type: 'button',
        role: 'menuitem',
        tabindex: -1,
        class: 'gate-menu-item',
        lang,
        'aria-current': chosen ? 'true' : undefined,
        onclick: () => {
          close();
          button.focus();
          onChoose(key);
        },
      },
      name,
    );
    const check = icon(ICONS.check, 14);
    if (!chosen) check.style.visibility = 'hidden';
    item.prepend(check);
    return item;
  });
  const menu = h(
    'div',
    { id, role: 'menu', class: 'gate-menu', 'aria-label': label, hidden: true },
    h('div', { class: 'gate-menu-label', 'aria-hidden': 'true' }, label),
    ...items,
  );

  const focusItem = (index: number) => items[index]?.focus();
  const onOutside = (event: Event) => {
    if (!wrapper.contains(event.target as Node)) close();
  };
  function close() {
    if (menu.hidden) return;
    menu.hidden = true;
    menu.classList.remove('gate-menu-open');
    button.setAttribute('aria-expanded', 'false');
    document.removeEventListener('pointerdown', onOutside);
    closeOpenMenu = undefined;
  }
  function open() {
    closeOpenMenu?.();
    menu.hidden = false;
    // The next frame starts the transition from the closed look.
    requestAnimationFrame(() => menu.classList.add('gate-menu-open'));
    button.setAttribute('aria-expanded', 'true');
    document.addEventListener('pointerdown', onOutside);
    closeOpenMenu = close;
    focusItem(
      Math.max(
        0,
        items.findIndex((item) => item.hasAttribute('aria-current')),
      ),
    );
  }
  button.addEventListener('click', () => (menu.hidden ? open() : close()));
  menu.addEventListener('keydown', (event) => {
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: at >= last ? 0 : at + 1,
      ArrowUp: at <= 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      close();
      button.focus();
    }
  });
  const wrapper = h('div', { class: 'gate-menu-anchor' }, button, menu);
  return wrapper;
}
