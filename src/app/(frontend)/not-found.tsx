import Link from 'next/link'

/** P5: an unknown id or menuId; the shell stays around it. */
export default function NotFound() {
  return (
    <div className="page container status-page" data-section="page">
      <h1 className="status-page__title">页面不存在</h1>
      <p className="status-page__text">您访问的内容不存在或已被删除。</p>
      <Link className="button" href="/home">
        返回首页
      </Link>
    </div>
  )
}
