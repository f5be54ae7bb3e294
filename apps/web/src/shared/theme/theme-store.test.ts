import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_COLOUR_THEME } from '@app/contract';
import { createThemeStore } from './theme-store.ts';

const sheets = () => [...document.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));

describe('the theme of a server-rendered page', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  const renderedPage = () => {
    document.head.innerHTML =
      '<link rel="stylesheet" href="/assets/site-abc.css"><link rel="stylesheet" href="/theme/light-667eea.x1.css">';
  };

  it('keeps the sheet of the theme it was rendered with while that theme stays', () => {
    renderedPage();
    const store = createThemeStore('light');
    store.getState().setMode('light');
    store.getState().setColours({ ...DEFAULT_COLOUR_THEME });
    expect(sheets()).toEqual(['/assets/site-abc.css', '/theme/light-667eea.x1.css']);
  });

  it('lets go of it when the reader switches the mode, so antd’s new variables are the ones that count', () => {
    renderedPage();
    createThemeStore('light').getState().toggleMode();
    expect(sheets()).toEqual(['/assets/site-abc.css']);
  });

  it('lets go of it when the site’s colours change', () => {
    renderedPage();
    createThemeStore('light')
      .getState()
      .setColours({ ...DEFAULT_COLOUR_THEME, primary: '#112233' });
    expect(sheets()).toEqual(['/assets/site-abc.css']);
  });
});
