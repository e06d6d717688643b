import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';
import classes from './app-error-fallback.module.css';

/** Plain markup on purpose: it must render even when the chunks holding Mantine components failed to load. */
export function AppErrorFallback() {
  const error = useRouteError();
  const { t } = useTranslation();

  useEffect(() => console.error(error), [error]);

  return (
    <main role="alert" className={classes.root}>
      <h1 className={classes.title}>{t('error.title')}</h1>
      <p className={classes.description}>{t('error.description')}</p>
      <button type="button" className={classes.reload} onClick={() => window.location.reload()}>
        {t('error.reload')}
      </button>
    </main>
  );
}
