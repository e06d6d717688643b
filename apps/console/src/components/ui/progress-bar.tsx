import classes from './progress-bar.module.css';

/** A thin indeterminate bar at the top of the page; it appears only when loading lasts over 150 ms. */
export function ProgressBar({ active }: { active: boolean }) {
  return <div className={classes.bar} data-active={active || undefined} aria-hidden="true" />;
}
