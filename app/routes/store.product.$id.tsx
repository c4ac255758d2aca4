export default function P(){return <h1>store.product.$id</h1>}
