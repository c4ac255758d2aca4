export default function P(){return <h1>shop.products</h1>}
