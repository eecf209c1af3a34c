import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __lottoRoot?: Root };

/**
 * antd-mobile 5 renders its imperative parts (Toast, Dialog.show...) with ReactDOM.render, which
 * React 19 removed; its documented adapter hands it createRoot instead.
 */
export function installAntdReact19Adapter(): void {
  unstableSetRender((node, container: Container) => {
    container.__lottoRoot ??= createRoot(container);
    const root = container.__lottoRoot;
    root.render(node);
    return async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      root.unmount();
      delete container.__lottoRoot;
    };
  });
}
